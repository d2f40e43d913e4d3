import type { Banner, StoreApi } from '@haat/shared/api';
import { TriangleAlert } from '../components/icons.tsx';
import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home';
import { allCategories } from '../components/category-links.ts';
import { BannerCarousel } from '../components/home/banner-carousel.tsx';
import { CategoryShowcase } from '../components/home/category-showcase.tsx';
import { HomeSection, SECTION_PRODUCTS, type HomeSectionView } from '../components/home/home-section.tsx';
import { LaterHomeSection } from '../components/home/later-home-section.tsx';
import { packCards } from '../components/product-card/card-product.ts';
import { useHydrated } from '../components/use-hydrated.ts';
import { TrustStrip } from '../components/home/trust-strip.tsx';
import { useCachedBanners } from '../components/home/use-cached-banners.ts';
import { RecentlyViewedStrip } from '../components/recently-viewed/recently-viewed-strip.tsx';
import { menuGroups, type ShellData } from '../lib/shell.ts';
import { storeApi } from '../lib/store-api-context.server.ts';
import { reusedForStore } from '../lib/store-reuse.server.ts';
import * as m from '../i18n/m/home.ts';
import { useLocale } from '../i18n/use-locale.ts';

/**
 * Sections whose products travel in the first HTML; the rest send their titles only and fetch
 * their products as they come near the screen (decision 034). The first screen of a phone or a
 * desktop ends above the first section, so one is enough for what is seen and for crawlers.
 */
const FIRST_HTML_SECTIONS = 1;

/**
 * "Explore Our Categories" tiles in the first HTML: the phone grid's 8, more than the 5 the widest
 * carousel shows at once. The rest join the carousel once the page runs (decision 034).
 */
const FIRST_HTML_CATEGORIES = 8;

interface HomeData {
  banners: Banner[];
  bannersFailed: boolean;
  /** The first sections, with their products cut to the 6 cards they show. */
  sections: HomeSectionView[];
  /** The sections after them: title and id only. */
  laterSections: Array<{ id: number; name: string }>;
  sectionsFailed: boolean;
}

/**
 * Banners and product sections in parallel; a failure of either leaves the rest of the page
 * standing. The same for every shopper of the store, so reused for a few seconds: the sections
 * are 56 products to fetch, copy and check, and most of them are not in the page.
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<HomeData> {
  return reusedForStore(request, 'home', async () => {
    const value = await loadHome(storeApi(context));
    return { value, complete: !value.bannersFailed && !value.sectionsFailed };
  });
}

async function loadHome(api: StoreApi): Promise<HomeData> {
  const [banners, sections] = await Promise.allSettled([api.getBanners(), api.getHomeSections()]);
  const all = sections.status === 'fulfilled' ? sections.value : [];
  return {
    banners: banners.status === 'fulfilled' ? banners.value : [],
    bannersFailed: banners.status === 'rejected',
    // Only the fields of the 6 cards a section shows travel to the browser.
    sections: all.slice(0, FIRST_HTML_SECTIONS).map(({ id, name, products }) => ({ id, name, products: packCards(products.slice(0, SECTION_PRODUCTS)) })),
    laterSections: all.slice(FIRST_HTML_SECTIONS).map(({ id, name }) => ({ id, name })),
    sectionsFailed: sections.status === 'rejected',
  };
}

/** Home: banners, "Explore Our Categories", one section per header group, recently viewed, trust claims. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const shell = useRouteLoaderData<ShellData>('root');
  const storeName = shell?.branding.name ?? '';
  const banners = useCachedBanners(loaderData.banners, loaderData.bannersFailed);
  const categories = allCategories(menuGroups(shell));
  const hydrated = useHydrated();
  const locale = useLocale();
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-3 py-3 md:gap-14 md:px-6 md:py-8">
      <h1 className="sr-only">{m.home_welcome_to_store({ store: storeName }, { locale })}</h1>
      <BannerCarousel banners={banners} storeName={storeName} />
      <CategoryShowcase categories={hydrated ? categories : categories.slice(0, FIRST_HTML_CATEGORIES)} failed={shell?.categoriesFailed ?? false} />
      {loaderData.sectionsFailed ? (
        <p role="alert" className="flex items-center justify-center gap-2 rounded-xl bg-red-50 px-4 py-6 text-sm font-medium text-red-700">
          <TriangleAlert className="size-4 shrink-0" aria-hidden />
          {m.home_products_failed({}, { locale })}
        </p>
      ) : (
        <>
          {loaderData.sections.map((section, index) => <HomeSection key={section.id} section={section} index={index} />)}
          {loaderData.laterSections.map((section, index) => (
            <LaterHomeSection key={section.id} section={section} index={loaderData.sections.length + index} />
          ))}
        </>
      )}
      <RecentlyViewedStrip />
      <TrustStrip />
    </div>
  );
}

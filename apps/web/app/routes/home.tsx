import type { Banner, HomeSection as HomeSectionData } from '@haat/shared/api';
import { TriangleAlert } from '../components/icons.tsx';
import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home';
import { allCategories } from '../components/category-links.ts';
import { BannerCarousel } from '../components/home/banner-carousel.tsx';
import { CategoryShowcase } from '../components/home/category-showcase.tsx';
import { HomeSection, SECTION_PRODUCTS } from '../components/home/home-section.tsx';
import { TrustStrip } from '../components/home/trust-strip.tsx';
import { useCachedBanners } from '../components/home/use-cached-banners.ts';
import { RecentlyViewedStrip } from '../components/recently-viewed/recently-viewed-strip.tsx';
import { menuGroups, type ShellData } from '../lib/shell.ts';
import { storeApi } from '../lib/store-api-context.server.ts';

interface HomeData {
  banners: Banner[];
  bannersFailed: boolean;
  sections: HomeSectionData[];
  sectionsFailed: boolean;
}

/** Banners and product sections in parallel; a failure of either leaves the rest of the page standing. */
export async function loader({ context }: Route.LoaderArgs): Promise<HomeData> {
  const api = storeApi(context);
  const [banners, sections] = await Promise.allSettled([api.getBanners(), api.getHomeSections()]);
  return {
    banners: banners.status === 'fulfilled' ? banners.value : [],
    bannersFailed: banners.status === 'rejected',
    // Only the 6 products a section shows travel to the browser, keeping the page's data small.
    sections: sections.status === 'fulfilled'
      ? sections.value.map((s) => ({ ...s, products: s.products.slice(0, SECTION_PRODUCTS) }))
      : [],
    sectionsFailed: sections.status === 'rejected',
  };
}

/** Home: banners, "Explore Our Categories", one section per header group, recently viewed, trust claims. */
export default function Home({ loaderData }: Route.ComponentProps) {
  const shell = useRouteLoaderData<ShellData>('root');
  const storeName = shell?.branding.name ?? '';
  const banners = useCachedBanners(loaderData.banners, loaderData.bannersFailed);
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-8 px-3 py-3 md:gap-14 md:px-6 md:py-8">
      <h1 className="sr-only">Welcome to {storeName}</h1>
      <BannerCarousel banners={banners} storeName={storeName} />
      <CategoryShowcase categories={allCategories(menuGroups(shell))} failed={shell?.categoriesFailed ?? false} />
      {loaderData.sectionsFailed ? (
        <p role="alert" className="flex items-center justify-center gap-2 rounded-xl bg-red-50 px-4 py-6 text-sm font-medium text-red-700">
          <TriangleAlert className="size-4 shrink-0" aria-hidden />
          Failed to load products. Please try again later.
        </p>
      ) : (
        loaderData.sections.map((section, index) => <HomeSection key={section.id} section={section} index={index} />)
      )}
      <RecentlyViewedStrip />
      <TrustStrip />
    </div>
  );
}

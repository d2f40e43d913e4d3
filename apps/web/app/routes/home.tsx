import type { Banner } from '@haat/shared/api';
import { useRouteLoaderData } from 'react-router';
import type { Route } from './+types/home';
import { CategoryTileGrid } from '../components/category-tile-grid.tsx';
import { allCategories } from '../components/category-links.ts';
import { HomeHero } from '../components/home-hero.tsx';
import type { ShellData } from '../lib/load-shell.ts';
import { storeApi } from '../lib/store-api-context.ts';

export async function loader({ context }: Route.LoaderArgs): Promise<{ banners: Banner[] }> {
  // Spec §8: a banner failure falls back to the default banner; the home page always renders.
  const banners = await storeApi(context).getBanners().catch(() => []);
  return { banners };
}

/** Home: hero banner and the category tiles (the full home page comes with a later issue). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const shell = useRouteLoaderData<ShellData>('root');
  const storeName = shell?.branding.name ?? '';
  return (
    <div className="mx-auto flex max-w-7xl flex-col gap-10 px-3 py-4 md:gap-14 md:px-6 md:py-8">
      <h1 className="sr-only">Welcome to {storeName}</h1>
      <HomeHero banner={loaderData.banners[0]} storeName={storeName} />
      <CategoryTileGrid categories={allCategories(shell?.groups ?? [])} />
    </div>
  );
}

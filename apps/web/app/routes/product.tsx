import { StoreApiError, type Product } from '@haat/shared/api';
import { lazy, Suspense, use } from 'react';
import { data, isRouteErrorResponse, useParams, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/product';
import { ProductPage } from '../components/product/product-page.tsx';
import { productMeta } from '../components/product/product-seo.ts';
import { loadProductFacts } from '../components/product/product-facts-later.tsx';
import { rootAddressLanguage, siteOriginHeader } from '../lib/seo-links.ts';
import { rootSeo, seoTitle } from '../lib/seo-words.ts';
import type { ShellData } from '../lib/shell.ts';
import { storeApi } from '../lib/store-api-context.server.ts';
import { reusedForStore } from '../lib/store-reuse.server.ts';
import * as m from '../i18n/m/product.ts';
// The errors domain's messages each from its own file: through m/errors.ts a page loaded every
// errors message any page uses (the build shares the domain module's whole graph).
import { errors_render_error } from '../i18n/paraglide/messages/errors_render_error.js';
import { useLocale } from '../i18n/use-locale.ts';

// Serves /product/:slug, /product-category/:slug and /product-categoryy/:slug (slug = ASIN).

// Only client navigations show it, once their client loader has fetched it: not part of a product page's first load.
let skeleton: typeof import('../components/product/product-skeleton.tsx') | undefined;
const loadSkeleton = async () => (skeleton ??= await import('../components/product/product-skeleton.tsx'));

// Only unknown slugs need it (with its icons and search box): not part of every product page's load.
const ProductNotFoundView = lazy(() => import('../components/product/product-not-found-view.tsx').then((chunk) => ({ default: chunk.ProductNotFoundView })));

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const api = storeApi(context);
  // The same product for every shopper, reused while the store and its stock are unchanged (decision 052).
  const product = await reusedForStore(request, `product ${params.slug}`, async () => ({
    // A slug no product can have (the Store API refuses one over 200 characters) is not found, not a fault.
    value: await api.getProduct(params.slug).catch((error: unknown) => {
      if (error instanceof StoreApiError && error.status === 400) return null;
      throw error;
    }),
    complete: true,
  }));
  // The spec only logs an unknown slug; we answer 404 with a page that says so (see ErrorBoundary).
  if (!product) throw data({ slug: params.slug }, { status: 404 });
  // The similar products are not looked up here: the browser asks for them (decision 037).
  // The shop's public origin as the server names it (PUBLIC_URL or the store's host, decision 039),
  // for the addresses a shared product carries; the request's own when the server did not say.
  return { product, origin: request.headers.get(siteOriginHeader) ?? new URL(request.url).origin };
}

/**
 * On client-side navigations the page shows its skeleton at once instead of waiting on the old
 * page ("loading skeleton, then the page"). Not run on hydration: the server's data is used then.
 * The skeleton's code and the product's facts (decision 050) are fetched first, once.
 */
export async function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  const pending = serverLoader();
  // The page takes the answer or its failure (use() below); meanwhile it is not left unhandled.
  pending.catch(() => {});
  // Without them (offline), the page still comes: no skeleton, and the facts once their code is in.
  await Promise.all([loadSkeleton(), loadProductFacts()]).catch(() => {});
  return { pending };
}

type PageData = Awaited<ReturnType<typeof loader>>;

export function meta({ loaderData, matches, location }: Route.MetaArgs) {
  const shell = matches.find((match) => match?.id === 'root')?.loaderData as ShellData | undefined;
  const host = shell?.host ?? '';
  // "ProductOverview {host}", in the page's language (decision 045).
  const title = seoTitle(rootSeo(matches), location.pathname, host);
  const page = loaderData && 'product' in loaderData ? loaderData : undefined;
  if (!page) return [{ title }, { name: 'robots', content: 'noindex' }];
  // The shop's origin as its sitemap names it (decision 039); the request's when the server did not say.
  return productMeta(page.product, { origin: shell?.origin ?? page.origin, host, storeName: shell?.branding.name ?? host, title, language: rootAddressLanguage(matches, location.search) });
}

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  const { slug } = useParams();
  if ('pending' in loaderData) {
    return (
      // Keyed by slug: a new boundary shows its fallback even inside the router's transition.
      <Suspense key={slug} fallback={skeleton && <skeleton.ProductSkeleton />}>
        <PendingProduct pending={loaderData.pending} />
      </Suspense>
    );
  }
  return <LoadedProduct page={loaderData} />;
}

function PendingProduct({ pending }: { pending: Promise<PageData> }) {
  return <LoadedProduct page={use(pending)} />;
}

function LoadedProduct({ page }: { page: { product: Product; origin: string } }) {
  const shell = useRouteLoaderData<ShellData>('root');
  return (
    <ProductPage
      // A new product starts with fresh choices (size, quantity, colour).
      key={page.product.id}
      product={page.product}
      origin={page.origin}
      storeName={shell?.branding.name ?? ''}
      signedIn={shell?.session.signedIn ?? false}
    />
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const locale = useLocale();
  if (isRouteErrorResponse(error) && error.status === 404) return <Suspense fallback={null}><ProductNotFoundView /></Suspense>;
  if (import.meta.env.DEV) console.error(error);
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-semibold">{errors_render_error({}, { locale })}</h1>
      <p className="text-gray-600">{m.product_load_failed({}, { locale })}</p>
      <button type="button" onClick={() => window.location.reload()} className="rounded-full bg-primary px-6 py-2 font-medium text-white">
        {m.product_try_again({}, { locale })}
      </button>
    </section>
  );
}

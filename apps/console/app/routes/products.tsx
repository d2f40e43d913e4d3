import { Link, useLocation } from 'react-router';
import { ConsoleApiError, type ProductListQuery, type ProductListReply } from '@haat/shared/console-api';
import type { Route } from './+types/products';
import { Button, buttonClass } from '../components/button.tsx';
import { Icon } from '../components/icons.tsx';
import { Notice } from '../components/notice.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { ProductFilters, listQuery } from '../components/catalogue/product-filters.tsx';
import { ProductRows } from '../components/catalogue/product-rows.tsx';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { countLabel } from '../lib/catalogue.ts';
import { useLoadMore } from '../lib/load-more.ts';
import { requireCall, requireMe } from '../lib/session.server.ts';

export function meta() {
  return [{ title: 'Products · Haat console' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireCall(await requireMe(context, request), 'productList');
  const api = consoleApi(context);
  const query = { ...listQuery(new URL(request.url).searchParams), limit: 50 } as unknown as ProductListQuery;
  const tree = await api.categoryTree();
  try {
    return { tree, list: await api.productList(query), refused: null };
  } catch (error) {
    // A mistyped price or an old page link: say so above an empty list rather than fail the page.
    if (!(error instanceof ConsoleApiError) || error.status !== 400) throw error;
    const message = Object.values(error.fields)[0] ?? error.message;
    return { tree, list: { items: [], next: null, total: 0, total_capped: false }, refused: message };
  }
}

export default function Products({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return <ProductsPage key={location.search} {...loaderData} />;
}

function ProductsPage({ tree, list, refused }: Route.ComponentProps['loaderData']) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const { rows, next, load, loading } = useLoadMore(list, (data: { list?: ProductListReply }) => data.list);
  const filtered = [...params.values()].some(Boolean);
  return (
    <>
      <PageHeader title="Products" description={`${countLabel(list.total, list.total_capped)} ${list.total === 1 ? 'product' : 'products'}${filtered ? ' match' : ' in your shop'}`}
        actions={(
          <>
            <Link to="/import" className={buttonClass('secondary')}><Icon name="upload" className="size-4" />Import</Link>
            <Link to="/products/new" className={buttonClass()}>Add product</Link>
          </>
        )} />
      <ProductFilters tree={tree} values={params} />
      {refused && <div className="mb-4"><Notice tone="error">{refused}</Notice></div>}
      <ProductRows rows={rows} filtered={filtered} />
      {rows.length > 0 && (
        <div className="mt-4 flex flex-col items-center gap-2 text-sm text-slate-500">
          <p>Showing {rows.length.toLocaleString('en-IN')} of {countLabel(list.total, list.total_capped)}</p>
          {next && <Button look="secondary" onClick={() => load('/products', location.search)} disabled={loading}>{loading ? 'Loading…' : 'Load more'}</Button>}
        </div>
      )}
    </>
  );
}

import { Form, useLocation } from 'react-router';
import type { CustomerListReply } from '@haat/shared/console-api';
import type { Route } from './+types/customers';
import { Button } from '../components/button.tsx';
import { CustomerRows } from '../components/customers/customer-rows.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { SearchBox } from '../components/search-box.tsx';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { useLoadMore } from '../lib/load-more.ts';
import { requireCall, requireMe } from '../lib/session.server.ts';

export function meta() {
  return [{ title: 'Customers · Haat console' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireCall(await requireMe(context, request), 'customerList');
  const params = new URL(request.url).searchParams;
  const q = params.get('q')?.trim().slice(0, 100) || undefined;
  const after = params.get('after') || undefined;
  return { list: await consoleApi(context).customerList({ ...(q ? { q } : {}), ...(after ? { after } : {}), limit: 50 }) };
}

export default function Customers({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return <CustomersPage key={location.search} list={loaderData.list} />;
}

function CustomersPage({ list }: { list: CustomerListReply }) {
  const location = useLocation();
  const q = new URLSearchParams(location.search).get('q') ?? '';
  const { rows, next, load, loading } = useLoadMore(list, (data: { list?: CustomerListReply }) => data.list);
  return (
    <>
      <PageHeader title="Customers" description="Shoppers with an account in your shop, newest first." />
      <Form method="get" role="search" className="mb-4">
        <SearchBox label="Search by name, e-mail or mobile" placeholder="Name, e-mail or mobile" value={q} />
      </Form>
      <CustomerRows rows={rows} searched={q !== ''} />
      {next && (
        <div className="mt-4 flex justify-center">
          <Button look="secondary" onClick={() => load('/customers', location.search)} disabled={loading}>{loading ? 'Loading…' : 'Load more'}</Button>
        </div>
      )}
    </>
  );
}

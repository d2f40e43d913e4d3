import { useLocation } from 'react-router';
import { ConsoleApiError, type AuditQuery, type AuditReply } from '@haat/shared/console-api';
import type { Route } from './+types/audit';
import { AuditFilters, auditFilterNames } from '../components/audit/audit-filters.tsx';
import { AuditRows } from '../components/audit/audit-rows.tsx';
import { Button } from '../components/button.tsx';
import { Notice } from '../components/notice.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { useLoadMore } from '../lib/load-more.ts';
import { requireCall, requireMe } from '../lib/session.server.ts';

export function meta() {
  return [{ title: 'Audit log · Haat console' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireCall(await requireMe(context, request), 'auditLog');
  const params = new URL(request.url).searchParams;
  const query: Record<string, string> = {};
  for (const name of [...auditFilterNames, 'after']) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value;
  }
  const api = consoleApi(context);
  try {
    // The server checks each filter and says what is wrong with it: passed on as typed.
    return { page: await api.auditLog({ ...query, limit: 50 } as AuditQuery), refused: {} as Record<string, string> };
  } catch (error) {
    // A mistyped date or an edited link: the messages beside their fields, an empty list, the people still to choose from.
    if (!(error instanceof ConsoleApiError) || error.status !== 400) throw error;
    const { people } = await api.auditLog({ limit: 1 });
    const page: AuditReply = { items: [], next: null, people };
    return { page, refused: Object.keys(error.fields).length > 0 ? error.fields : { staff_id: error.message } };
  }
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const location = useLocation();
  return <AuditPage key={location.search} {...loaderData} />;
}

function AuditPage({ page, refused }: Route.ComponentProps['loaderData']) {
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const { rows, next, load, loading } = useLoadMore(page, (data: { page?: AuditReply }) => data.page);
  const filtered = auditFilterNames.some((name) => params.get(name));
  const unplaced = Object.entries(refused).filter(([name]) => !(auditFilterNames as readonly string[]).includes(name) || name === 'entity_id');
  return (
    <>
      <PageHeader title="Audit log" description="Every change made in the console: who, when, and what it was before and after." />
      <AuditFilters values={params} people={page.people ?? []} refused={refused} />
      {unplaced.length > 0 && <div className="mb-4"><Notice tone="error">{unplaced.map(([, message]) => message).join(' ')}</Notice></div>}
      <AuditRows rows={rows} filtered={filtered} />
      {next && (
        <div className="mt-4 flex justify-center">
          <Button look="secondary" onClick={() => load('/audit', location.search)} disabled={loading}>{loading ? 'Loading…' : 'Load more'}</Button>
        </div>
      )}
    </>
  );
}

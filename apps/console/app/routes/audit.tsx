import { Form, Link, useLocation } from 'react-router';
import type { AuditReply } from '@haat/shared/console-api';
import type { Route } from './+types/audit';
import { Button } from '../components/button.tsx';
import { EmptyState } from '../components/empty-state.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { AuditChange } from '../components/catalogue/audit-change.tsx';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { shortDateTime } from '../lib/dates.ts';
import { requireCall, requireMe } from '../lib/session.server.ts';

type Row = AuditReply['items'][number];

// What the audit log records changes to (the server's `entity_type`s), in the shop's words.
const entities = [['product', 'Products'], ['size', 'Sizes and stock'], ['group', 'Groups'], ['category', 'Categories'], ['subcategory', 'Subcategories'],
  ['staff', 'Staff'], ['invitation', 'Invitations'], ['store', 'Shop settings']] as const;

export function meta() {
  return [{ title: 'Audit log · Haat console' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireCall(await requireMe(context, request), 'auditLog');
  const params = new URL(request.url).searchParams;
  const entityId = Number(params.get('entity_id'));
  const page = await consoleApi(context).auditLog({
    entity: params.get('entity') || undefined,
    ...(Number.isSafeInteger(entityId) && entityId > 0 ? { entity_id: entityId } : {}),
    after: params.get('after') || undefined,
    limit: 50,
  });
  return { page };
}

/** "product.update" as "Product · update". */
function what(row: Row): string {
  const [, verb = row.action] = row.action.split('.');
  return `${verb.replaceAll('-', ' ').replaceAll('_', ' ')}`;
}

function target(row: Row) {
  if (row.entity_type === 'product' && row.entity_id) return <Link to={`/products/${row.entity_id}`} className="text-brand-700 hover:underline">product #{row.entity_id}</Link>;
  return <span>{row.entity_type}{row.entity_id ? ` #${row.entity_id}` : ''}</span>;
}

function Entry({ row }: { row: Row }) {
  return (
    <li className="grid gap-2 p-3 sm:grid-cols-[11rem_1fr_minmax(0,1.4fr)] sm:gap-4 sm:px-4">
      <div className="text-xs text-slate-500">
        <p className="font-medium text-slate-800">{row.staff_name ?? (row.job_id ? 'CSV import' : 'Command line')}</p>
        <p>{shortDateTime(row.at)}</p>
      </div>
      <p className="text-sm text-slate-800"><span className="font-semibold capitalize">{what(row)}</span> {target(row)}{row.job_id ? <span className="text-xs text-slate-500"> · import #{row.job_id}</span> : null}</p>
      <AuditChange before={row.before} after={row.after} />
    </li>
  );
}

export default function Audit({ loaderData }: Route.ComponentProps) {
  const { page } = loaderData;
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const nextParams = new URLSearchParams(params);
  if (page.next) nextParams.set('after', page.next);
  return (
    <>
      <PageHeader title="Audit log" description="Every change made in the console: who, when, and what it was before and after." />
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-2" key={location.search}>
        <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">Show
          <select name="entity" defaultValue={params.get('entity') ?? ''} className="min-h-10 rounded-lg border border-slate-300 bg-white px-2 text-sm">
            <option value="">Every change</option>
            {entities.map(([value, label]) => <option key={value} value={value}>{label}</option>)}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">Number (optional)
          <input name="entity_id" inputMode="numeric" defaultValue={params.get('entity_id') ?? ''} className="min-h-10 w-32 rounded-lg border border-slate-300 px-3 text-sm" />
        </label>
        <Button type="submit" look="secondary">Filter</Button>
      </Form>
      {page.items.length === 0 ? <EmptyState icon="history" title="No changes recorded">Changes made in the console appear here.</EmptyState> : (
        <ul className="divide-y divide-slate-100 overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm" aria-label="Changes">
          {page.items.map((row) => <Entry key={row.id} row={row} />)}
        </ul>
      )}
      <nav className="mt-4 flex justify-between" aria-label="Pages">
        {params.has('after') ? <Link to={`?${new URLSearchParams([...params].filter(([key]) => key !== 'after'))}`} className="text-sm font-medium text-brand-700">← Newest</Link> : <span />}
        {page.next && <Link to={`?${nextParams}`} className="text-sm font-medium text-brand-700">Older changes →</Link>}
      </nav>
    </>
  );
}

import { redirect } from 'react-router';
import type { Route } from './+types/import';
import { Icon } from '../components/icons.tsx';
import { Notice } from '../components/notice.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { buttonClass } from '../components/button.tsx';
import { ImportForm } from '../components/catalogue/import-form.tsx';
import { ImportJob } from '../components/catalogue/import-job.tsx';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { shortDateTime } from '../lib/dates.ts';
import { formNumber, formText } from '../lib/catalogue.ts';
import { formResult } from '../lib/form-result.ts';
import { pageRecord, requireCall, requireMe } from '../lib/session.server.ts';

const stateLabels = { queued: 'Waiting', running: 'Running', done: 'Finished', failed: 'Failed', cancelled: 'Stopped' } as const;

export function meta() {
  return [{ title: 'Import · Haat console' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireCall(await requireMe(context, request), 'productImport');
  const api = consoleApi(context);
  const id = Number(new URL(request.url).searchParams.get('job'));
  const [job, recent] = await Promise.all([
    Number.isSafeInteger(id) && id > 0 ? pageRecord(api.jobGet(id)) : null,
    api.jobList().then((reply) => reply.jobs.slice(0, 5), () => []),
  ]);
  return { job, recent };
}

export async function action({ context, request }: Route.ActionArgs) {
  const api = consoleApi(context);
  const form = await request.formData();
  const id = formNumber(form.get('job')) ?? 0;
  let next: number | undefined;
  const result = await formResult('job', async () => {
    next = (formText(form, 'intent') === 'confirm' ? await api.jobConfirm(id) : await api.jobCancel(id)).id;
    return undefined;
  });
  return next ? redirect(`/import?job=${next}`) : result;
}

export default function Import({ loaderData, actionData }: Route.ComponentProps) {
  const { job, recent } = loaderData;
  return (
    <>
      <PageHeader title="Import and export" description="Add or update many products at once from a spreadsheet saved as CSV."
        actions={<a href="/console/products/export.csv" download className={buttonClass('secondary')}><Icon name="download" className="size-4" />Export all products</a>} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <div className="space-y-4">
          {actionData && !actionData.ok && actionData.message && <Notice tone="error">{actionData.message}</Notice>}
          {job ? <ImportJob job={job} /> : <ImportForm />}
        </div>
        <aside className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm sm:p-5">
          <h2 className="font-semibold text-slate-900">Recent imports</h2>
          {recent.length === 0 ? <p className="text-slate-500">None yet. Start with an export: it has every column, ready to edit.</p> : (
            <ul className="divide-y divide-slate-100">
              {recent.map((item) => (
                <li key={item.id} className="flex justify-between gap-2 py-2">
                  <a href={`/console/import?job=${item.id}`} className="font-medium text-brand-700 hover:underline">{item.dry_run ? 'Check' : 'Import'} #{item.id}</a>
                  <span className="text-right text-xs text-slate-500">{stateLabels[item.state]}{item.error_count ? ` · ${item.error_count} errors` : ''} · {shortDateTime(item.created_at)}</span>
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
    </>
  );
}

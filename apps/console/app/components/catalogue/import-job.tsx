import { useEffect } from 'react';
import { Form, Link, useRevalidator } from 'react-router';
import type { ConsoleJobDetail } from '@haat/shared/console-api';
import { Button, buttonClass } from '../button.tsx';
import { XsrfField } from '../form-field.tsx';
import { Notice } from '../notice.tsx';

const working = (job: ConsoleJobDetail) => job.state === 'queued' || job.state === 'running';

/** Asks the server again every second while the job works, so the bar moves without a reload. */
function usePolling(active: boolean) {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!active) return undefined;
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') void revalidator.revalidate();
    }, 1000);
    return () => clearInterval(timer);
  }, [active, revalidator]);
}

function Figures({ job }: { job: ConsoleJobDetail }) {
  const verb = job.dry_run ? 'would be' : 'were';
  const items = [
    { label: `new sizes ${verb} added`, value: job.summary.create, tone: 'text-emerald-700' },
    { label: `${verb} updated`, value: job.summary.update, tone: 'text-sky-700' },
    { label: 'unchanged', value: job.summary.unchanged, tone: 'text-slate-700' },
    { label: 'rows with errors', value: job.error_count, tone: job.error_count ? 'text-red-700' : 'text-slate-700' },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {items.map((item) => (
        <div key={item.label} className="rounded-lg bg-slate-50 p-3">
          <dt className="text-xs text-slate-500">{item.label}</dt>
          <dd className={`text-2xl font-semibold tabular-nums ${item.tone}`}>{item.value.toLocaleString('en-IN')}</dd>
        </div>
      ))}
    </dl>
  );
}

function Step({ intent, label, look = 'primary', id }: { intent: string; label: string; look?: 'primary' | 'secondary'; id: number }) {
  return (
    <Form method="post">
      <XsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="job" value={id} />
      <Button type="submit" look={look}>{label}</Button>
    </Form>
  );
}

/** A dry run or an import: its progress while it works, then what it found or did, and the lines it refused. */
export function ImportJob({ job }: { job: ConsoleJobDetail }) {
  usePolling(working(job));
  const share = job.total ? Math.min(1, job.processed / job.total) : 0;
  const title = job.dry_run ? '2. Check the changes' : '3. Import';
  return (
    <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" aria-labelledby="job-title" data-testid="import-job" data-state={job.state}>
      <div className="flex items-start justify-between gap-3">
        <h2 id="job-title" className="text-base font-semibold text-slate-900">{title}</h2>
        <span className="text-xs text-slate-500">Job #{job.id}</span>
      </div>
      {working(job) ? (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">{job.state === 'queued' ? 'Waiting to start…' : job.dry_run ? 'Checking rows…' : 'Importing rows…'} {job.processed.toLocaleString('en-IN')} of {job.total ? job.total.toLocaleString('en-IN') : '…'}</p>
          <div className="h-3 overflow-hidden rounded-full bg-slate-100" role="progressbar" aria-label="Import progress" aria-valuenow={Math.round(share * 100)} aria-valuemin={0} aria-valuemax={100}>
            <div className="h-full rounded-full bg-brand-600 transition-[width] duration-500" style={{ width: `${share * 100}%` }} />
          </div>
          <Step intent="cancel" label="Stop" look="secondary" id={job.id} />
        </div>
      ) : <Figures job={job} />}
      {job.state === 'failed' && <Notice tone="error">{job.summary.failure ?? 'The import stopped. Check the file and try again.'}</Notice>}
      {job.state === 'cancelled' && <Notice tone="info">Stopped. Rows imported before stopping are kept.</Notice>}
      {job.state === 'done' && !job.dry_run && <Notice tone="success">Import finished: {(job.summary.create + job.summary.update).toLocaleString('en-IN')} rows saved{job.error_count ? `, ${job.error_count} left out (listed below)` : ''}.</Notice>}
      {job.errors.length > 0 && (
        <div>
          <h3 className="mb-2 text-sm font-semibold text-slate-900">Rows that {job.dry_run ? 'will be left out' : 'were left out'}</h3>
          <ol className="max-h-96 divide-y divide-red-100 overflow-y-auto rounded-lg border border-red-200 bg-red-50/50 text-sm" aria-label="Errors by line">
            {job.errors.map((error) => (
              <li key={`${error.line}-${error.message}`} className="flex gap-3 px-3 py-2">
                <span className="shrink-0 font-mono text-xs font-semibold text-red-800">Line {error.line}</span>
                <span className="text-red-900">{error.message}</span>
              </li>
            ))}
          </ol>
          {job.error_count > job.errors.length && <p className="mt-1 text-xs text-slate-500">The first {job.errors.length} of {job.error_count} are shown.</p>}
        </div>
      )}
      {job.state === 'done' && (
        <div className="flex flex-wrap gap-2">
          {job.dry_run && job.summary.create + job.summary.update > 0 && <Step intent="confirm" label={`Import ${(job.summary.create + job.summary.update).toLocaleString('en-IN')} rows`} id={job.id} />}
          <Link to="/import" className={buttonClass('secondary')}>{job.dry_run ? 'Choose another file' : 'Import another file'}</Link>
          {!job.dry_run && <Link to="/products" className={buttonClass('ghost')}>See products</Link>}
        </div>
      )}
    </section>
  );
}

import { Form, Link } from 'react-router';
import { auditEntities } from '@haat/shared/console-api';
import { Button } from '../button.tsx';
import { Icon } from '../icons.tsx';
import { actionGroups, entityLabels } from './audit-labels.ts';

const fieldClass = 'min-h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm';
const labelClass = 'flex flex-col gap-1 text-xs font-medium text-slate-600';

/** The filters the log answers to; `entity_id` (one product's history) is kept when set from a product's page. */
export const auditFilterNames = ['staff_id', 'entity', 'action', 'from', 'to', 'entity_id'] as const;

/** Who, what, which action and which Indian days: a GET form, so a filtered log is a link to share. */
export function AuditFilters({ values, people, refused }: { values: URLSearchParams; people: ReadonlyArray<{ id: number; name: string }>; refused: Record<string, string> }) {
  const get = (name: string) => values.get(name) ?? '';
  const narrowed = auditFilterNames.some((name) => get(name));
  const error = (name: string) => refused[name] ? <span role="alert" className="font-normal text-red-700">{refused[name]}</span> : null;
  return (
    <Form method="get" role="search" aria-label="Filter the audit log" className="mb-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {get('entity_id') && <input type="hidden" name="entity_id" value={get('entity_id')} />}
      <div className="grid grid-cols-2 items-start gap-3 lg:grid-cols-[minmax(0,1fr)_minmax(0,1.15fr)_minmax(0,1.25fr)_9rem_9rem_10.5rem]">
        <label className={`${labelClass} col-span-2 sm:col-span-1`}>Who
          <select name="staff_id" defaultValue={get('staff_id')} className={fieldClass}>
            <option value="">Everyone</option>
            {people.map((person) => <option key={person.id} value={person.id}>{person.name}</option>)}
            <option value="system">The command line / system</option>
          </select>
          {error('staff_id')}
        </label>
        <label className={`${labelClass} col-span-2 sm:col-span-1`}>What
          <select name="entity" defaultValue={get('entity')} className={fieldClass}>
            <option value="">Everything</option>
            {auditEntities.map((entity) => <option key={entity} value={entity}>{entityLabels[entity]}</option>)}
          </select>
          {error('entity')}
        </label>
        <label className={`${labelClass} col-span-2 lg:col-span-1`}>Change
          <select name="action" defaultValue={get('action')} className={fieldClass}>
            <option value="">Any change</option>
            {actionGroups.map(([group, actions]) => (
              <optgroup key={group} label={group}>
                {actions.map(([action, label]) => <option key={action} value={action}>{label}</option>)}
              </optgroup>
            ))}
          </select>
          {error('action')}
        </label>
        <label className={labelClass}>From (Indian date)
          <input type="date" name="from" defaultValue={get('from')} className={fieldClass} />
          {error('from')}
        </label>
        <label className={labelClass}>To
          <input type="date" name="to" defaultValue={get('to')} className={fieldClass} />
          {error('to')}
        </label>
        <div className="col-span-2 flex gap-2 lg:col-span-1 lg:pt-5">
          <Button type="submit"><Icon name="search" className="size-4" />Filter</Button>
          {narrowed && <Link to="/audit" className="inline-flex min-h-10 items-center px-3 text-sm font-medium text-slate-600 hover:text-slate-900">Clear</Link>}
        </div>
      </div>
      {get('entity_id') && <OneSubject values={values} />}
    </Form>
  );
}

/** The history of one subject (from a link on its page): said, with a way back to every change. */
function OneSubject({ values }: { values: URLSearchParams }) {
  const all = new URLSearchParams(values);
  all.delete('entity_id');
  all.delete('after');
  const kind = (entityLabels as Record<string, string>)[values.get('entity') ?? ''] ?? 'Everything';
  return (
    <p className="mt-3 text-sm text-slate-600">
      Showing one subject only ({kind} #{values.get('entity_id')}). <Link to={`?${all}`} className="font-medium text-brand-700 hover:underline">Show all changes</Link>
    </p>
  );
}

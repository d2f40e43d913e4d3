import { useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import type { FormResult } from '../../lib/form-result.ts';
import { Button } from '../button.tsx';
import { ConfirmDialog } from '../confirm-dialog.tsx';
import { XsrfField } from '../form-field.tsx';
import { Icon } from '../icons.tsx';

export type Level = 'group' | 'category' | 'subcategory';
const input = 'min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm';

/** A refusal of one of the tree's small forms, in the server's words. */
export function TreeRefusal({ data }: { data?: FormResult }) {
  if (!data || data.ok) return null;
  return <p role="alert" className="text-sm text-red-700">{Object.values(data.fields ?? {})[0] ?? data.message}</p>;
}

/** A tiny form of the categories page: its intent, the node's id, an optional order. */
function StepButton({ intent, id, ids, label, icon, disabled }: { intent: string; id: number; ids?: number[]; label: string; icon: 'arrowUp' | 'arrowDown'; disabled: boolean }) {
  const fetcher = useFetcher<FormResult>();
  return (
    <fetcher.Form method="post">
      <XsrfField />
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      {ids && <input type="hidden" name="ids" value={ids.join(',')} />}
      <button type="submit" disabled={disabled} aria-label={label} className="grid size-8 place-items-center rounded-md text-slate-500 sm:size-9 hover:bg-slate-100 disabled:opacity-30"><Icon name={icon} className="size-4" /></button>
    </fetcher.Form>
  );
}

export interface NodeProps {
  level: Level;
  id: number;
  name: string;
  count: number;
  /** The ids of the node and its siblings in order, for Move up/down. */
  siblings: number[];
  /** The parent's id, which the order call names. */
  parentId?: number;
  /** Where the node may move (other groups or categories). */
  moveTo?: { name: string; options: { value: number; label: string }[]; current: number };
  url?: string | null;
  leading?: ReactNode;
  children?: ReactNode;
}

function moved(ids: number[], id: number, by: number): number[] {
  const copy = [...ids];
  const from = copy.indexOf(id);
  copy.splice(from, 1);
  copy.splice(from + by, 0, id);
  return copy;
}

/** One group, category or subcategory: its name and count, reorder steps, edit (rename, link, move) and delete. */
export function CategoryNode({ level, id, name, count, siblings, parentId, moveTo, url, leading, children }: NodeProps) {
  const [editing, setEditing] = useState(false);
  const edit = useFetcher<FormResult>();
  const remove = useFetcher<FormResult>();
  const index = siblings.indexOf(id);
  const order = `${level}-order`;
  return (
    <div>
      <div className="flex items-center gap-1.5 py-2 sm:gap-2">
        <div className="flex">
          <StepButton intent={order} id={parentId ?? 0} ids={index > 0 ? moved(siblings, id, -1) : undefined} label={`Move ${name} up`} icon="arrowUp" disabled={index <= 0} />
          <StepButton intent={order} id={parentId ?? 0} ids={index < siblings.length - 1 ? moved(siblings, id, 1) : undefined} label={`Move ${name} down`} icon="arrowDown" disabled={index >= siblings.length - 1} />
        </div>
        {leading}
        <div className="min-w-0 flex-1">
          <p className={`line-clamp-2 break-words ${level === 'group' ? 'text-base font-semibold' : 'font-medium'} text-slate-900`}>{name}</p>
          <p className="text-xs text-slate-500">{count.toLocaleString('en-IN')} product{count === 1 ? '' : 's'}{url ? ` · links to ${url}` : ''}</p>
        </div>
        <Button look="ghost" className="px-2.5 sm:px-3" aria-expanded={editing} aria-label={`Edit ${name}`} onClick={() => setEditing(!editing)}><Icon name="pencil" className="size-4" /></Button>
        <ConfirmDialog trigger={<Button look="ghost" className="px-2.5 text-red-700 hover:bg-red-50 sm:px-3" aria-label={`Delete ${name}`}><Icon name="trash" className="size-4" /></Button>}
          title={`Delete ${name}?`}
          description={count > 0 ? `It still holds ${count} product${count === 1 ? '' : 's'}; the shop will refuse until they are moved.` : `It will disappear from your shop's menu.`}
          confirm={(
            <remove.Form method="post">
              <XsrfField />
              <input type="hidden" name="intent" value={`${level}-remove`} />
              <input type="hidden" name="id" value={id} />
              <Button type="submit" look="danger" className="w-full">Delete</Button>
            </remove.Form>
          )} />
      </div>
      <TreeRefusal data={remove.state === 'idle' ? remove.data : undefined} />
      {editing && (
        <edit.Form method="post" className="mb-2 grid gap-2 rounded-lg bg-slate-50 p-3 sm:grid-cols-2" onSubmit={() => setEditing(false)}>
          <XsrfField />
          <input type="hidden" name="intent" value={`${level}-update`} />
          <input type="hidden" name="id" value={id} />
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">Name<input name="name" defaultValue={name} required className={input} /></label>
          {moveTo && (
            <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">{moveTo.name}
              <select name="parent" defaultValue={moveTo.current} className={input}>
                {moveTo.options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
              </select>
            </label>
          )}
          {level === 'category' && <label className="flex flex-col gap-1 text-xs font-medium text-slate-600 sm:col-span-2">Link (optional: a page of your shop or https://)<input name="url" defaultValue={url ?? ''} className={input} /></label>}
          <div className="flex gap-2 sm:col-span-2"><Button type="submit">Save</Button><Button look="ghost" onClick={() => setEditing(false)}>Cancel</Button></div>
        </edit.Form>
      )}
      <TreeRefusal data={edit.state === 'idle' ? edit.data : undefined} />
      {children}
    </div>
  );
}

/** A one-line form that adds a node under its parent. */
export function AddNode({ intent, parentId, placeholder, label }: { intent: string; parentId?: number; placeholder: string; label: string }) {
  const fetcher = useFetcher<FormResult>();
  const [key, setKey] = useState(0);
  return (
    <div>
      <fetcher.Form key={key} method="post" className="flex gap-2 py-2" onSubmit={() => setTimeout(() => setKey((k) => k + 1), 0)}>
        <XsrfField />
        <input type="hidden" name="intent" value={intent} />
        {parentId !== undefined && <input type="hidden" name="parent" value={parentId} />}
        <input name="name" required placeholder={placeholder} aria-label={placeholder} className={input} />
        <Button type="submit" look="secondary" className="shrink-0"><Icon name="plus" className="size-4" />{label}</Button>
      </fetcher.Form>
      <TreeRefusal data={fetcher.state === 'idle' ? fetcher.data : undefined} />
    </div>
  );
}

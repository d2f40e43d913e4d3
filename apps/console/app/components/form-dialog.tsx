import { Dialog } from 'radix-ui';
import { useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import type { FormResult } from '../lib/form-result.ts';
import { Button } from './button.tsx';
import { XsrfField } from './form-field.tsx';
import { Notice } from './notice.tsx';

/**
 * A step that needs a few words first (decline with a reason, cancel an item): `trigger` opens a
 * dialog holding the form; the server's refusal shows inside it, and it closes when the step is done.
 */
export function FormDialog({ trigger, title, description, intent, form, fetcherKey, hidden = {}, submit, look = 'danger', children }: {
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  intent: string;
  /** The name the action gives this form's answers (FormResult.form), when a fetcher is shared. */
  form?: string;
  /** A fetcher shared with the page, whose notice says how the step went after the dialog closed. */
  fetcherKey?: string;
  hidden?: Record<string, string | number>;
  submit: string;
  look?: 'primary' | 'danger';
  /** The fields; given the server's per-field messages. */
  children: (fields: Record<string, string> | undefined) => ReactNode;
}) {
  const fetcher = useFetcher<FormResult>(fetcherKey ? { key: fetcherKey } : undefined);
  const [open, setOpen] = useState(false);
  const [answered, setAnswered] = useState<FormResult | undefined>(undefined);
  const mine = fetcher.state === 'idle' && fetcher.data && (form === undefined || fetcher.data.form === form) ? fetcher.data : undefined;
  // A new answer that says done closes the dialog, once (React's "adjust state when a value changes").
  if (mine !== undefined && mine !== answered) {
    setAnswered(mine);
    if (mine.ok) setOpen(false);
  }
  const refused = mine && !mine.ok ? mine : null;
  const busy = fetcher.state !== 'idle' && open;
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/40" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{title}</Dialog.Title>
          <Dialog.Description asChild><div className="mt-2 text-sm text-slate-600">{description}</div></Dialog.Description>
          <fetcher.Form method="post" className="mt-4 space-y-4">
            <XsrfField />
            <input type="hidden" name="intent" value={intent} />
            {Object.entries(hidden).map(([name, value]) => <input key={name} type="hidden" name={name} value={value} />)}
            {children(refused?.fields)}
            {refused && Object.keys(refused.fields ?? {}).length === 0 && <Notice tone="error">{refused.message}</Notice>}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Dialog.Close asChild><Button look="secondary">Keep it</Button></Dialog.Close>
              <Button type="submit" look={look} disabled={busy}>{busy ? 'Working…' : submit}</Button>
            </div>
          </fetcher.Form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

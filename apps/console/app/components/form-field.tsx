import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes } from 'react';
import { useXsrfToken, xsrfFieldName } from '../lib/xsrf.ts';

/** Per-field messages from the server (`ConsoleApiError.fields`), keyed by field name. */
export type FieldMessages = Readonly<Record<string, string>> | undefined;

interface FieldFrame {
  label: string;
  /** A line under the field (rules, examples); the server's message replaces nothing, it is added. */
  hint?: ReactNode;
  /** The form's field messages; the one for this field's name is shown beside it. */
  fields?: FieldMessages;
}

/** Label, control, hint and the server's message for one field, tied together for screen readers. */
function Frame({ id, label, hint, message, children }: { id: string; label: string; hint?: ReactNode; message?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">{label}</label>
      {children}
      {hint && <div id={`${id}-hint`} className="text-xs text-slate-500">{hint}</div>}
      {message && <p id={`${id}-error`} className="text-sm text-red-700">{message}</p>}
    </div>
  );
}

const controlClass = 'min-h-10 w-full rounded-lg border bg-white px-3 text-sm text-slate-900 shadow-sm disabled:bg-slate-50 disabled:text-slate-600 read-only:bg-slate-50 placeholder:text-slate-400 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/30';

function described(id: string, hint: unknown, message: string | undefined) {
  const ids = [hint ? `${id}-hint` : '', message ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { 'aria-invalid': message ? true : undefined, 'aria-describedby': ids || undefined };
}

/** A text input with its label and the server's message for `name`. */
export function TextField({ label, hint, fields, name, className = '', ...input }: FieldFrame & { name: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  const message = fields?.[name];
  return (
    <Frame id={id} label={label} hint={hint} message={message}>
      <input id={id} name={name} className={`${controlClass} ${message ? 'border-red-400' : 'border-slate-300'} ${className}`} {...described(id, hint, message)} {...input} />
    </Frame>
  );
}

/** A select with its label and the server's message for `name`. */
export function SelectField({ label, hint, fields, name, options, className = '', ...select }: FieldFrame & { name: string; options: ReadonlyArray<{ value: string; label: string }> } & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId();
  const message = fields?.[name];
  return (
    <Frame id={id} label={label} hint={hint} message={message}>
      <select id={id} name={name} className={`${controlClass} ${message ? 'border-red-400' : 'border-slate-300'} ${className}`} {...described(id, hint, message)} {...select}>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </Frame>
  );
}

/** The hidden field every signed-in form posts: the session's XSRF token (server/handler.ts reads it). */
export function XsrfField() {
  return <input type="hidden" name={xsrfFieldName} value={useXsrfToken()} />;
}

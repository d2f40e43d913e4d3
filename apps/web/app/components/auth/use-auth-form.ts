import { useState, type ChangeEvent, type FormEvent } from 'react';
import { hasErrors, type FieldErrors } from '../../lib/auth-validation.ts';

/**
 * Values, live validation and submit check of a sign-in side form. A field shows its problems
 * once it has been left (or the form submitted) and updates them as the shopper types; until
 * then it shows what the server's action said about it (forms posted without JavaScript).
 */
export function useAuthForm<K extends string>(
  initial: Record<K, string>,
  validate: (values: Record<K, string>) => FieldErrors<K>,
  serverErrors?: FieldErrors<K>,
) {
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<K>>(() => new Set());
  const problems = validate(values);
  const fields = Object.keys(initial) as K[];

  function touch(name: K) {
    setTouched((t) => (t.has(name) ? t : new Set(t).add(name)));
  }

  /** Props for a field component: value, handlers and the problems to show. */
  function field(name: K) {
    return {
      name,
      value: values[name],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.target;
        setValues((v) => ({ ...v, [name]: value }));
      },
      onBlur: () => touch(name),
      errors: touched.has(name) ? (problems[name] ?? []) : (serverErrors?.[name] ?? []),
    };
  }

  /** Stops a submit with problems: every field shows its messages and the first one gets focus. */
  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (!hasErrors(problems)) return;
    event.preventDefault();
    setTouched(new Set(fields));
    const first = fields.find((f) => (problems[f]?.length ?? 0) > 0);
    const element = first ? event.currentTarget.elements.namedItem(first) : null;
    if (element instanceof HTMLElement) element.focus();
  }

  function set(name: K, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
  }

  return { values, field, onSubmit, set };
}

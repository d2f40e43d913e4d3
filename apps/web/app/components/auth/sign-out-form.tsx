import { Form } from 'react-router';
import { LogOut } from '../icons.tsx';
import { XsrfField } from '../form/xsrf-field.tsx';
import * as m from '../../i18n/m/shell.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/**
 * "Sign Out" in the header's profile panel and the phone menu. A post, not a link: signing out
 * changes state (the server revokes the token). `onSubmit` closes the menu it sits in.
 */
export function SignOutForm({ onSubmit, className, buttonClassName }: { onSubmit: () => void; className?: string; buttonClassName: string }) {
  const locale = useLocale();
  return (
    <Form method="post" action="/sign-out" onSubmit={onSubmit} className={className}>
      <XsrfField />
      <button type="submit" className={buttonClassName}>
        <LogOut className="size-4" aria-hidden /> {m.shell_sign_out({}, { locale })}
      </button>
    </Form>
  );
}

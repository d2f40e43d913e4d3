import { Form, Link, redirect, useNavigation } from 'react-router';
import { ConsoleApiError, consoleSignedInWire, roleDescriptions, roleLabels } from '@haat/shared/console-api';
import { confirmPasswordProblem, messages } from '@haat/shared/rules';
import type { Route } from './+types/join';
import { AuthCard } from '../components/auth-card.tsx';
import { Button, buttonClass } from '../components/button.tsx';
import { TextField } from '../components/form-field.tsx';
import { Notice } from '../components/notice.tsx';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { formResult } from '../lib/form-result.ts';
import { homePath } from '../lib/paths.ts';
import { setCookiesOf } from '../lib/session.server.ts';

export function meta() {
  return [{ title: 'Join a shop · Haat console' }];
}

/** What the invitation offers (shop, role, e-mail), or why it cannot be used. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  try {
    return { token, preview: await consoleApi(context).invitationPreview(token), problem: null };
  } catch (error) {
    if (error instanceof ConsoleApiError && error.status < 500) return { token, preview: null, problem: error.message };
    throw error;
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const token = String(form.get('token') ?? '');
  const password = String(form.get('password') ?? '');
  const name = form.get('name');
  // The confirmation never leaves this page: the API takes one password.
  const mismatch = name === null ? null : confirmPasswordProblem(password, String(form.get('confirm') ?? ''));
  if (mismatch) return { ok: false, form: 'join', message: mismatch, fields: { confirm: mismatch } };
  let cookies: Headers | undefined;
  const result = await formResult('join', async () => {
    const body = { token, password, ...(name === null ? {} : { name: String(name) }) };
    const reply = await consoleApi(context).transport.raw('join', { body });
    consoleSignedInWire.parse(((await reply.json()) as { data: unknown }).data);
    cookies = setCookiesOf(reply);
    return undefined;
  });
  if (result.ok && cookies) throw redirect(homePath, { headers: cookies });
  return result;
}

/** The registration password rules, shown before anyone types (the server checks the same). */
const passwordRules = [messages.passwordTooShort, messages.passwordTooLong, messages.passwordNeedsUppercase, messages.passwordNeedsLowercase, messages.passwordNeedsNumber];

export default function Join({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  const { preview, problem, token } = loaderData;
  if (!preview) {
    return (
      <AuthCard title="This invitation cannot be used">
        <Notice tone="error">{problem}</Notice>
        <Link to="/login" className={buttonClass('secondary', 'mt-6 w-full')}>Go to sign-in</Link>
      </AuthCard>
    );
  }
  const fields = actionData?.fields;
  return (
    <AuthCard title={`Join ${preview.store_name}`} subtitle={<>You are invited as <strong className="text-slate-900">{roleLabels[preview.role]}</strong>: {roleDescriptions[preview.role]}</>}>
      <Form method="post" className="flex flex-col gap-4" noValidate>
        {actionData?.message && <Notice tone="error">{actionData.message}</Notice>}
        <input type="hidden" name="token" value={token} />
        <TextField label="E-mail" name="email" value={preview.email} readOnly disabled />
        {preview.existing_account ? (
          <>
            <Notice>You already have a staff account with this e-mail. Enter its password to add this shop to it.</Notice>
            <TextField label="Password" name="password" type="password" autoComplete="current-password" required fields={fields} />
          </>
        ) : (
          <>
            <TextField label="Your name" name="name" autoComplete="name" required maxLength={100} fields={fields} />
            <TextField label="Password" name="password" type="password" autoComplete="new-password" required fields={fields}
              hint={<ul className="list-disc space-y-0.5 pl-4">{passwordRules.map((rule) => <li key={rule}>{rule}</li>)}</ul>} />
            <TextField label="Confirm password" name="confirm" type="password" autoComplete="new-password" required fields={fields} />
          </>
        )}
        <Button type="submit" disabled={busy} className="mt-2 w-full">{busy ? 'Joining…' : `Join ${preview.store_name}`}</Button>
      </Form>
    </AuthCard>
  );
}

import { Form, redirect, useNavigation } from 'react-router';
import { consoleSignedInWire } from '@haat/shared/console-api';
import type { Route } from './+types/login';
import { AuthCard } from '../components/auth-card.tsx';
import { Button } from '../components/button.tsx';
import { TextField } from '../components/form-field.tsx';
import { Notice } from '../components/notice.tsx';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { formResult } from '../lib/form-result.ts';
import { safeNext } from '../lib/paths.ts';
import { loadMe, setCookiesOf } from '../lib/session.server.ts';

export function meta() {
  return [{ title: 'Sign in · Haat console' }];
}

/** Signed in already: straight on to where the link pointed. */
export async function loader({ context, request }: Route.LoaderArgs) {
  const next = new URL(request.url).searchParams.get('next');
  if (await loadMe(context)) throw redirect(safeNext(next));
  return { next: next ?? '' };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const body = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') };
  let cookies: Headers | undefined;
  const result = await formResult('login', async () => {
    // The raw reply, for the session cookie the API sets (HttpOnly, SameSite=Strict, Path=/console).
    const reply = await consoleApi(context).transport.raw('login', { body });
    consoleSignedInWire.parse(((await reply.json()) as { data: unknown }).data);
    cookies = setCookiesOf(reply);
    return undefined;
  });
  if (result.ok && cookies) throw redirect(safeNext(String(form.get('next') ?? '')), { headers: cookies });
  return { ...result, email: body.email };
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useNavigation().state === 'submitting';
  return (
    <AuthCard title="Sign in to your shop" subtitle="Staff of this shop sign in with the e-mail their invitation went to.">
      <Form method="post" className="flex flex-col gap-4" noValidate>
        {actionData?.message && <Notice tone="error">{actionData.message}</Notice>}
        <input type="hidden" name="next" value={loaderData.next} />
        <TextField label="E-mail" name="email" type="email" autoComplete="username" required
          defaultValue={actionData?.email ?? ''} fields={actionData?.fields} />
        <TextField label="Password" name="password" type="password" autoComplete="current-password" required fields={actionData?.fields} />
        <Button type="submit" disabled={busy} className="mt-2 w-full">{busy ? 'Signing in…' : 'Sign in'}</Button>
      </Form>
      <p className="mt-6 text-center text-xs text-slate-500">No account? Ask the shop's owner for an invitation.</p>
    </AuthCard>
  );
}

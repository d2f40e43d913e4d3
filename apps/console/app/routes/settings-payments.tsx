import { Form, useNavigation } from 'react-router';
import { can, type PaymentSettingsRequest } from '@haat/shared/console-api';
import type { AutoAcceptRule } from '@haat/shared/rules';
import type { Route } from './+types/settings-payments';
import { Button } from '../components/button.tsx';
import { TextField, XsrfField } from '../components/form-field.tsx';
import { Notice } from '../components/notice.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { formText } from '../lib/catalogue.ts';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { formResult } from '../lib/form-result.ts';
import { requireCall, requireMe } from '../lib/session.server.ts';

export function meta() {
  return [{ title: 'Payments · Haat console' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const me = await requireMe(context, request);
  requireCall(me, 'paymentSettings');
  return { settings: await consoleApi(context).paymentSettings(), canEdit: can(me.role, 'paymentSettingsUpdate') };
}

/** A rupee field as typed: a number when it is one, else the text itself, so the server's message names it. */
function rupeeField(form: FormData, name: string): number {
  const typed = formText(form, name);
  return (typed !== '' && Number.isFinite(Number(typed)) ? Number(typed) : typed) as number;
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const max = formText(form, 'max');
  const body: PaymentSettingsRequest = {
    cod: { enabled: form.get('enabled') === 'on', min: rupeeField(form, 'min'), max: max === '' ? null : rupeeField(form, 'max'), fee: rupeeField(form, 'fee') },
    auto_accept: formText(form, 'auto_accept') as AutoAcceptRule,
    cod_confirmation: { enabled: form.get('confirm_by_code') === 'on', minutes: rupeeField(form, 'confirm_minutes') },
  };
  return formResult('payments', async () => {
    await consoleApi(context).paymentSettingsUpdate(body);
    return 'Saved. The next checkout follows these rules.';
  });
}

const autoAcceptChoices: ReadonlyArray<{ value: AutoAcceptRule; label: string; hint: string }> = [
  { value: 'none', label: 'Accept every order myself', hint: 'New orders wait on “To accept”.' },
  { value: 'cod', label: 'Cash on delivery orders', hint: 'Online orders still wait for you.' },
  { value: 'prepaid', label: 'Paid online orders', hint: 'Money in hand: these go straight to “Accepted”.' },
  { value: 'all', label: 'All orders', hint: 'Nothing waits on “To accept”.' },
];

/** Field messages of the API (cod.min, …) under the form's own names. */
function fieldsOf(fields: Record<string, string> | undefined): Record<string, string> | undefined {
  return fields && Object.fromEntries(Object.entries(fields).map(([key, message]) => [key.replace(/^cod\./, '').replace(/^cod_confirmation\.minutes$/, 'confirm_minutes'), message]));
}

export default function PaymentSettingsPage({ loaderData: { settings, canEdit }, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const fields = actionData?.ok ? undefined : fieldsOf(actionData?.fields);
  const { cod, cod_confirmation: confirmation } = settings;
  return (
    <>
      <PageHeader title="Payments" description="Cash on delivery and which new orders are accepted for you." />
      {!canEdit && <div className="mb-4"><Notice>Only the shop’s owner can change these.</Notice></div>}
      {actionData && <div className="mb-4"><Notice tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</Notice></div>}
      <Form method="post" className="max-w-2xl space-y-4">
        <XsrfField />
        <fieldset disabled={!canEdit || busy} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <legend className="sr-only">Cash on delivery</legend>
          <h2 className="text-sm font-semibold text-slate-900">Cash on delivery</h2>
          <label className="grid grid-cols-[auto_1fr] items-start gap-x-3 text-sm">
            <input type="checkbox" name="enabled" defaultChecked={cod.enabled} className="row-span-2 mt-0.5 size-5 rounded border-slate-300 accent-brand-600" />
            <span className="font-medium text-slate-900">Offer cash on delivery</span>
            <span className="text-slate-600">Off: shoppers pay online only, and the checkout says so.</span>
          </label>
          <div className="grid gap-4 sm:grid-cols-3">
            <TextField label="Smallest order (₹)" name="min" inputMode="decimal" defaultValue={String(cod.min)} fields={fields} hint="0 for any order." />
            <TextField label="Largest order (₹)" name="max" inputMode="decimal" defaultValue={cod.max === null ? '' : String(cod.max)} fields={fields} hint="Empty for no limit." />
            <TextField label="COD fee (₹)" name="fee" inputMode="decimal" defaultValue={String(cod.fee)} fields={fields} hint="Added to COD orders, shown at checkout." />
          </div>
          <div className="grid gap-4 border-t border-slate-100 pt-4 sm:grid-cols-[1fr_12rem] sm:items-start">
            <label className="grid grid-cols-[auto_1fr] items-start gap-x-3 text-sm">
              <input type="checkbox" name="confirm_by_code" defaultChecked={confirmation.enabled} className="row-span-2 mt-0.5 size-5 rounded border-slate-300 accent-brand-600" />
              <span className="font-medium text-slate-900">Confirm COD orders by a code to the shopper’s mobile</span>
              <span className="text-slate-600">
                The shopper types the 6-digit code we text them. Until then the order waits as “To confirm”, off your “To accept” list, its
                stock held; if no code comes in time, the order is released and its stock goes back on sale.
              </span>
            </label>
            <TextField label="Wait for the code (minutes)" name="confirm_minutes" inputMode="numeric" defaultValue={String(confirmation.minutes)} fields={fields} hint="10 to 1440; 30 suits most shops." />
          </div>
        </fieldset>
        <fieldset disabled={!canEdit || busy} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <legend className="sr-only">Accept new orders automatically</legend>
          <h2 className="text-sm font-semibold text-slate-900">Accept new orders automatically</h2>
          <div className="mt-3 grid gap-2 sm:grid-cols-2">
            {autoAcceptChoices.map((choice) => (
              <label key={choice.value} className="grid cursor-pointer grid-cols-[auto_1fr] content-start items-start gap-x-3 rounded-lg border border-slate-200 p-3 text-sm has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50">
                <input type="radio" name="auto_accept" value={choice.value} defaultChecked={settings.auto_accept === choice.value} className="row-span-2 mt-0.5 size-4 accent-brand-600" />
                <span className="font-medium text-slate-900">{choice.label}</span>
                <span className="text-slate-600">{choice.hint}</span>
              </label>
            ))}
          </div>
          {fields?.auto_accept && <p className="mt-2 text-sm text-red-700">{fields.auto_accept}</p>}
        </fieldset>
        {canEdit && <Button type="submit" disabled={busy}>{busy ? 'Saving…' : 'Save'}</Button>}
      </Form>
    </>
  );
}

import { Form, useNavigation } from 'react-router';
import { can, type StoreLegal, type StoreLegalUpdate } from '@haat/shared/console-api';
import { indianStates } from '@haat/shared/rules';
import type { Route } from './+types/settings-legal';
import { Button } from '../components/button.tsx';
import { SelectField, TextField, XsrfField } from '../components/form-field.tsx';
import { Notice } from '../components/notice.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { formText } from '../lib/catalogue.ts';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { formResult } from '../lib/form-result.ts';
import { requireCall, requireMe } from '../lib/session.server.ts';

export function meta() {
  return [{ title: 'Legal & GST · Haat console' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const me = await requireMe(context, request);
  requireCall(me, 'storeLegal');
  return { legal: await consoleApi(context).storeLegal(), canEdit: can(me.role, 'storeLegalUpdate') };
}

const fieldNames = ['legal_name', 'gstin', 'legal_address', 'legal_state', 'grievance_name', 'grievance_email'] as const satisfies ReadonlyArray<keyof StoreLegalUpdate>;

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  // Every field is sent, '' for one left empty: the server checks them all and names each problem.
  const body = Object.fromEntries(fieldNames.map((name) => [name, formText(form, name)])) as StoreLegalUpdate;
  return formResult('legal', async () => {
    const saved = await consoleApi(context).storeLegalUpdate(body);
    return saved.invoice_ready
      ? 'Saved. Invoices carry these details from now on, and the shop’s footer shows them.'
      : 'Saved. Invoices can be made once the legal name, GSTIN, registered address and state are all filled in.';
  });
}

// An empty first choice: a shop that has not chosen its state yet sends '' rather than the first state.
const stateOptions = [{ value: '', label: 'Choose a state' }, ...indianStates.map((state) => ({ value: state, label: state }))];

export default function LegalSettingsPage({ loaderData: { legal, canEdit }, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const fields = actionData?.ok ? undefined : actionData?.fields;
  return (
    <>
      <PageHeader title="Legal & GST" description="Printed on tax invoices, and shown to shoppers in the shop’s footer and policy pages." />
      {!canEdit && <div className="mb-4"><Notice>Your role can see these details but not change them.</Notice></div>}
      {actionData && <div className="mb-4"><Notice tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</Notice></div>}
      {!actionData && !legal.invoice_ready && (
        <div className="mb-4"><Notice>Invoices can be made once the legal name, GSTIN, registered address and state are filled in.</Notice></div>
      )}
      {/* Keyed by what is stored: after a save the fields show it as the server keeps it (a GSTIN in capitals). */}
      <Form method="post" key={storedKey(legal)} className="max-w-2xl space-y-4">
        <XsrfField />
        <fieldset disabled={!canEdit || busy} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <legend className="sr-only">The seller</legend>
          <h2 className="text-sm font-semibold text-slate-900">The seller</h2>
          <TextField label="Legal name" name="legal_name" defaultValue={legal.legal_name} fields={fields} maxLength={120} autoComplete="organization" hint="As registered for GST." />
          <TextField
            label="GSTIN"
            name="gstin"
            defaultValue={legal.gstin}
            fields={fields}
            maxLength={20}
            autoCapitalize="characters"
            spellCheck={false}
            className="font-mono uppercase"
            hint="Printed on your tax invoices; orders delivered in your state are taxed as CGST + SGST, elsewhere as IGST."
          />
          <TextField label="Registered address" name="legal_address" defaultValue={legal.legal_address} fields={fields} maxLength={300} autoComplete="street-address" />
          <SelectField label="State" name="legal_state" options={stateOptions} defaultValue={legal.legal_state} fields={fields} hint="The state of the registered address, which the GSTIN’s first two digits name." />
        </fieldset>
        <fieldset disabled={!canEdit || busy} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <legend className="sr-only">Grievance officer</legend>
          <div>
            <h2 className="text-sm font-semibold text-slate-900">Grievance officer</h2>
            <p className="mt-1 text-sm text-slate-600">The person shoppers can write to with a complaint, as India’s e-commerce rules ask; shown in the shop’s footer and policy pages.</p>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Name" name="grievance_name" defaultValue={legal.grievance_name} fields={fields} maxLength={100} autoComplete="name" />
            <TextField label="E-mail" name="grievance_email" inputMode="email" defaultValue={legal.grievance_email} fields={fields} autoComplete="email" />
          </div>
        </fieldset>
        {canEdit && <Button type="submit" disabled={busy}>{busy ? 'Saving…' : 'Save'}</Button>}
      </Form>
    </>
  );
}

function storedKey(legal: StoreLegal): string {
  return fieldNames.map((name) => legal[name]).join('\u0000');
}

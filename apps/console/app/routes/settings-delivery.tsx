import { Form, useNavigation } from 'react-router';
import { can, type DeliverySettingsRequest } from '@haat/shared/console-api';
import { deliveryMessages, deliveryZones, indianStates, parsePinRange, type DeliveryZone } from '@haat/shared/rules';
import type { Route } from './+types/settings-delivery';
import { Button } from '../components/button.tsx';
import { TextField, XsrfField } from '../components/form-field.tsx';
import { Notice } from '../components/notice.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { formText } from '../lib/catalogue.ts';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { formResult, type FormResult } from '../lib/form-result.ts';
import { requireCall, requireMe } from '../lib/session.server.ts';

export function meta() {
  return [{ title: 'Delivery · Haat console' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const me = await requireMe(context, request);
  requireCall(me, 'deliverySettings');
  return { settings: await consoleApi(context).deliverySettings(), canEdit: can(me.role, 'deliverySettingsUpdate') };
}

/** A day count as typed: a number when it is one, else the text itself, so the server's message names it. */
function daysField(form: FormData, name: string): number {
  const typed = formText(form, name);
  return (typed !== '' && Number.isFinite(Number(typed)) ? Number(typed) : typed) as number;
}

const zoneLabels: Record<DeliveryZone, string> = { city: 'Same city', state: 'Same state', india: 'Rest of India' };

export async function action({ context, request }: Route.ActionArgs): Promise<FormResult> {
  const form = await request.formData();
  const lines = formText(form, 'ranges').split('\n').map((line) => line.trim()).filter((line) => line !== '');
  const ranges = lines.map(parsePinRange);
  const bad = lines.find((_, i) => ranges[i] === null);
  if (bad !== undefined) return { ok: false, form: 'delivery', message: deliveryMessages.range, fields: { ranges: `${deliveryMessages.range} Not one: ${bad}` } };
  const dispatch = formText(form, 'dispatch_pin');
  const body: DeliverySettingsRequest = {
    dispatch_pin: dispatch === '' ? null : dispatch,
    states: form.getAll('states').filter((s): s is string => typeof s === 'string'),
    ranges: ranges.filter((r) => r !== null),
    days: { city: daysField(form, 'days_city'), state: daysField(form, 'days_state'), india: daysField(form, 'days_india') },
    cod: { city: form.get('cod_city') === 'on', state: form.get('cod_state') === 'on', india: form.get('cod_india') === 'on' },
  };
  return formResult('delivery', async () => {
    await consoleApi(context).deliverySettingsUpdate(body);
    return 'Saved. Product pages and the checkout follow these rules now.';
  });
}

/** The API's field messages (days.city, …) under the form's own names. */
function fieldsOf(fields: Record<string, string> | undefined): Record<string, string> | undefined {
  return fields && Object.fromEntries(Object.entries(fields).map(([key, message]) => [key.replace(/^days\.(\w+)$/, 'days_$1').replace(/^(states|ranges)\..*$/, '$1'), message]));
}

export default function DeliverySettingsPage({ loaderData: { settings, canEdit }, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const fields = actionData?.ok ? undefined : fieldsOf(actionData?.fields);
  const place = settings.dispatch_place;
  return (
    <>
      <PageHeader title="Delivery" description="Where you deliver, how long it takes, and where cash on delivery is offered. Shoppers see it under “Check delivery” on product pages." />
      {!canEdit && <div className="mb-4"><Notice>Only the shop’s owner can change these.</Notice></div>}
      {actionData && <div className="mb-4"><Notice tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</Notice></div>}
      <Form method="post" className="max-w-3xl space-y-4">
        <XsrfField />
        <fieldset disabled={!canEdit || busy} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <legend className="sr-only">Dispatch</legend>
          <h2 className="text-sm font-semibold text-slate-900">Where parcels leave from</h2>
          <TextField
            label="Your PIN code" name="dispatch_pin" inputMode="numeric" maxLength={6} defaultValue={settings.dispatch_pin ?? ''} fields={fields} className="max-w-xs"
            hint={place ? `${place.city}, ${place.state}. Zones are counted from here.` : 'Empty: every PIN counts as “Rest of India”.'}
          />
        </fieldset>
        <fieldset disabled={!canEdit || busy} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <legend className="sr-only">Where you deliver</legend>
          <h2 className="text-sm font-semibold text-slate-900">Where you deliver</h2>
          <p className="text-sm text-slate-600">Tick the states you deliver to, or list PIN ranges, or both. Nothing ticked and no ranges: all of India.</p>
          <div className="grid grid-cols-2 gap-x-4 gap-y-1.5 lg:grid-cols-3">
            {indianStates.map((state) => (
              <label key={state} className="flex items-start gap-2 text-sm text-slate-800">
                <input type="checkbox" name="states" value={state} defaultChecked={settings.states.includes(state)} className="mt-0.5 size-4 shrink-0 rounded border-slate-300 accent-brand-600" />
                {state}
              </label>
            ))}
          </div>
          {fields?.states && <p className="text-sm text-red-700">{fields.states}</p>}
          <label className="block text-sm font-medium text-slate-900" htmlFor="delivery-ranges">PIN ranges</label>
          <textarea
            id="delivery-ranges" name="ranges" rows={4} aria-describedby="delivery-ranges-hint"
            defaultValue={settings.ranges.map((r) => (r.from === r.to ? r.from : `${r.from}-${r.to}`)).join('\n')}
            className="block w-full max-w-sm rounded-lg border border-slate-300 px-3 py-2 font-mono text-sm focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200"
          />
          <p id="delivery-ranges-hint" className="text-xs text-slate-500">One a line, like 560001-560099, or a single PIN.</p>
          {fields?.ranges && <p className="text-sm text-red-700">{fields.ranges}</p>}
        </fieldset>
        <fieldset disabled={!canEdit || busy} className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <legend className="sr-only">Days and cash on delivery per zone</legend>
          <h2 className="text-sm font-semibold text-slate-900">Days to deliver and cash on delivery</h2>
          <p className="text-sm text-slate-600">Working days from the order; Sundays are not counted. 0 is the same day.</p>
          <div className="grid gap-4 sm:grid-cols-3">
            {deliveryZones.map((zone) => (
              <div key={zone} className="space-y-2 rounded-lg border border-slate-200 p-3">
                <TextField label={`${zoneLabels[zone]}: days`} name={`days_${zone}`} inputMode="numeric" defaultValue={String(settings.days[zone])} fields={fields} />
                <label className="flex items-center gap-2 text-sm text-slate-800">
                  <input type="checkbox" name={`cod_${zone}`} defaultChecked={settings.cod[zone]} className="size-4 rounded border-slate-300 accent-brand-600" />
                  Cash on delivery
                </label>
              </div>
            ))}
          </div>
          {fields?.days && <p className="text-sm text-red-700">{fields.days}</p>}
        </fieldset>
        {canEdit && <Button type="submit" disabled={busy}>{busy ? 'Saving…' : 'Save'}</Button>}
      </Form>
    </>
  );
}

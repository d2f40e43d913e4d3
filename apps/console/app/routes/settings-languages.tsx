import { Form, useNavigation } from 'react-router';
import { can, type StoreLanguagesRequest } from '@haat/shared/console-api';
import type { Route } from './+types/settings-languages';
import { Button } from '../components/button.tsx';
import { SelectField, XsrfField } from '../components/form-field.tsx';
import { Notice } from '../components/notice.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { formText } from '../lib/catalogue.ts';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { formResult } from '../lib/form-result.ts';
import { requireCall, requireMe } from '../lib/session.server.ts';

// The shop's languages (decision 045). The console itself stays in English.

export function meta() {
  return [{ title: 'Languages · Haat console' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const me = await requireMe(context, request);
  requireCall(me, 'storeLanguages');
  return { languages: await consoleApi(context).storeLanguages(), canEdit: can(me.role, 'storeLanguagesUpdate') };
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  // Sent as chosen; the server refuses an unknown language, or Hindi as the default while it is off.
  const body = { default_language: formText(form, 'default_language'), hindi_enabled: form.get('hindi_enabled') === 'on' } as StoreLanguagesRequest;
  return formResult('languages', async () => {
    const saved = await consoleApi(context).storeLanguagesUpdate(body);
    return saved.hindi_enabled
      ? `Saved. Shoppers who have not chosen see the shop in ${saved.default_language === 'hi' ? 'Hindi' : 'English'}; the हिन्दी / English switch lets them change.`
      : 'Saved. The shop is in English only, without the language switch.';
  });
}

const languageOptions = [{ value: 'en', label: 'English' }, { value: 'hi', label: 'Hindi (हिन्दी)' }];

export default function LanguageSettingsPage({ loaderData: { languages, canEdit }, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting';
  const fields = actionData?.ok ? undefined : actionData?.fields;
  return (
    <>
      <PageHeader title="Languages" description="The languages of your shop. Your products, categories and banners stay as you wrote them." />
      {!canEdit && <div className="mb-4"><Notice>Your role can see these settings but not change them.</Notice></div>}
      {actionData && <div className="mb-4"><Notice tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</Notice></div>}
      <Form method="post" key={`${languages.default_language}-${languages.hindi_enabled}`} className="max-w-2xl space-y-4">
        <XsrfField />
        <fieldset disabled={!canEdit || busy} className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <legend className="sr-only">The shop’s languages</legend>
          <label className="grid grid-cols-[auto_1fr] items-start gap-x-3 text-sm">
            <input type="checkbox" name="hindi_enabled" defaultChecked={languages.hindi_enabled} className="row-span-2 mt-0.5 size-5 rounded border-slate-300 accent-brand-600" />
            <span className="font-medium text-slate-900">Offer Hindi</span>
            <span className="text-slate-600">Shoppers switch with हिन्दी / English in the header and footer. Off: the shop is in English only.</span>
          </label>
          <SelectField
            label="Default language"
            name="default_language"
            options={languageOptions}
            defaultValue={languages.default_language}
            fields={fields}
            hint="For shoppers who have not chosen. A phone set to Hindi gets Hindi either way."
          />
        </fieldset>
        {canEdit && <Button type="submit" disabled={busy}>{busy ? 'Saving…' : 'Save'}</Button>}
      </Form>
    </>
  );
}

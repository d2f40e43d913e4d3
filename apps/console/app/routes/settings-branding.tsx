import { Form, useNavigation } from 'react-router';
import { can, type BrandingUpdate, type ThemePublish } from '@haat/shared/console-api';
import type { Route } from './+types/settings-branding';
import { Button } from '../components/button.tsx';
import { BrandingImage } from '../components/branding/branding-image.tsx';
import { ThemeForm } from '../components/branding/theme-form.tsx';
import { TextField, XsrfField } from '../components/form-field.tsx';
import { Notice } from '../components/notice.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { formText } from '../lib/catalogue.ts';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { formResult } from '../lib/form-result.ts';
import { requireCall, requireMe } from '../lib/session.server.ts';

export function meta() {
  return [{ title: 'Branding · Haat console' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const me = await requireMe(context, request);
  requireCall(me, 'storeBranding');
  const api = consoleApi(context);
  const [branding, products] = await Promise.all([api.storeBranding(), api.productList({ status: 'published', limit: 1 })]);
  const product = products.items[0];
  return { branding, productPath: product ? `/product/${encodeURIComponent(product.asin)}` : null, canEdit: can(me.role, 'storeTheme') };
}

const socialNames = ['fb', 'insta', 'linkedin', 'twitter', 'youtube'] as const;

export async function action({ context, request }: Route.ActionArgs) {
  const api = consoleApi(context);
  const form = await request.formData();
  if (formText(form, 'intent') === 'theme') {
    const logo = formText(form, 'logo');
    const theme = { ...Object.fromEntries(['text', 'background', 'primary', 'secondary', 'accent'].map((key) => [key, formText(form, key)])), ...(logo ? { logo } : {}) } as ThemePublish;
    return formResult('theme', async () => {
      await api.storeTheme(theme);
      return 'Published: the shop shows them from its next page.';
    });
  }
  const details: BrandingUpdate = {
    name: formText(form, 'name'), email: formText(form, 'email'), mobile: formText(form, 'mobile'), address: formText(form, 'address'),
    social: Object.fromEntries(socialNames.map((name) => [name, formText(form, name)])) as BrandingUpdate['social'],
  };
  return formResult('details', async () => {
    await api.storeBrandingUpdate(details);
    return 'Saved: the shop shows these details from its next page.';
  });
}

const socialLabels: Record<(typeof socialNames)[number], string> = { fb: 'Facebook', insta: 'Instagram', linkedin: 'LinkedIn', twitter: 'X (Twitter)', youtube: 'YouTube' };

export default function BrandingPage({ loaderData: { branding, productPath, canEdit }, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'details';
  const details = actionData?.form === 'details' ? actionData : null;
  const fields = details && !details.ok ? Object.fromEntries(Object.entries(details.fields ?? {}).map(([key, message]) => [key.replace(/^social\./, ''), message])) : undefined;
  return (
    <>
      <PageHeader title="Branding" description="Your shop’s colours, name and contact details, as shoppers see them." />
      {actionData?.ok && actionData.message && <div className="mb-4"><Notice tone="success">{actionData.message}</Notice></div>}
      {!canEdit && <div className="mb-4"><Notice>Only the shop’s owner or a manager can change these.</Notice></div>}
      <ThemeForm key={`${JSON.stringify(branding.theme)} ${branding.logo}`} published={branding.theme} logo={branding.logo} productPath={productPath} canEdit={canEdit}
        result={actionData?.form === 'theme' ? actionData : null} />
      <Form method="post" className="mt-4 max-w-3xl space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" aria-label="Shop details">
        <XsrfField />
        <input type="hidden" name="intent" value="details" />
        <h2 className="text-sm font-semibold text-slate-900">Shop details</h2>
        <BrandingImage which="favicon" file={branding.favicon} canEdit={canEdit} />
        <fieldset disabled={!canEdit || saving} className="space-y-4">
          <legend className="sr-only">Shop details</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            <TextField label="Shop name" name="name" defaultValue={branding.name} required maxLength={80} fields={fields} />
            <TextField label="Contact e-mail" name="email" type="email" defaultValue={branding.email} required fields={fields} />
            <TextField label="Contact mobile" name="mobile" inputMode="numeric" defaultValue={branding.mobile} required fields={fields} hint="10 digits, shown in the footer." />
            <TextField label="Address" name="address" defaultValue={branding.address} maxLength={300} fields={fields} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            {socialNames.map((name) => <TextField key={name} label={`${socialLabels[name]} link`} name={name} type="url" placeholder="https://" defaultValue={branding.social[name]} fields={fields} />)}
          </div>
        </fieldset>
        {details && !details.ok && !fields && <Notice tone="error">{details.message}</Notice>}
        {canEdit && <Button type="submit" disabled={saving}>{saving ? 'Saving…' : 'Save details'}</Button>}
      </Form>
    </>
  );
}

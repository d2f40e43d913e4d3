import { useEffect, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import { encodeThemePreview, logoPreviewParam, themePreviewParam } from '@haat/shared/api';
import { themeKeys } from '@haat/shared/console-api';
import { themeContrastWarnings } from '@haat/shared/rules';
import { Button } from '../button.tsx';
import { XsrfField } from '../form-field.tsx';
import { BrandingImage } from './branding-image.tsx';
import { Notice } from '../notice.tsx';

type Theme = Record<(typeof themeKeys)[number], string>;

const labels: Record<(typeof themeKeys)[number], { label: string; hint: string }> = {
  primary: { label: 'Primary', hint: 'Buttons, links, badges' },
  secondary: { label: 'Secondary', hint: 'Second accents' },
  accent: { label: 'Accent', hint: 'Highlights' },
  text: { label: 'Text', hint: 'Body text' },
  background: { label: 'Background', hint: 'Page background' },
};

const isHex = (value: string) => /^#[0-9a-f]{6}$/i.test(value);

/** The storefront as it would look: home and a product page in a phone-sized frame, with the colours not yet published. */
function Preview({ theme, logo, productPath }: { theme: Theme; logo: string | null; productPath: string | null }) {
  const [page, setPage] = useState<'home' | 'product'>('home');
  const [shown, setShown] = useState(theme);
  // Reloading the frame on every keystroke would flicker: the colours settle first.
  useEffect(() => {
    const timer = setTimeout(() => setShown(theme), 400);
    return () => clearTimeout(timer);
  }, [theme]);
  const valid = themeKeys.every((key) => isHex(shown[key]));
  const path = page === 'product' && productPath ? productPath : '/';
  const query = new URLSearchParams();
  if (valid) query.set(themePreviewParam, encodeThemePreview(shown));
  if (logo) query.set(logoPreviewParam, logo);
  const search = query.toString();
  const src = search ? `${path}?${search}` : path;
  return (
    <section aria-labelledby="preview-title" className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="mb-2 flex items-center justify-between gap-2">
        <h2 id="preview-title" className="text-sm font-semibold text-slate-900">Preview</h2>
        <div className="flex rounded-lg bg-slate-100 p-0.5 text-xs font-medium" role="group" aria-label="Preview page">
          {(['home', 'product'] as const).map((name) => (
            <button key={name} type="button" aria-pressed={page === name} onClick={() => setPage(name)} disabled={name === 'product' && !productPath}
              className={`min-h-8 rounded-md px-3 ${page === name ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600'}`}>
              {name === 'home' ? 'Home' : 'Product page'}
            </button>
          ))}
        </div>
      </div>
      <div className="mx-auto h-[34rem] w-full max-w-[390px] overflow-hidden rounded-2xl border-4 border-slate-800 bg-white">
        {/* Without scripts: the server-rendered page is the preview, and nothing in it can act. */}
        <iframe title="Storefront preview" src={src} sandbox="allow-same-origin" className="size-full" data-testid="theme-preview" />
      </div>
      <p className="mt-2 text-center text-xs text-slate-500">Only you see these colours until you publish.</p>
    </section>
  );
}

/** The logo and the five theme colours, with pickers, live contrast warnings and a preview; Publish makes them the shop's. */
export function ThemeForm({ published, logo: publishedLogo, productPath, canEdit, result }: {
  published: Theme;
  /** The shop's logo now (its stored file). */
  logo: string;
  productPath: string | null;
  canEdit: boolean;
  result: { ok: boolean; message?: string; fields?: Record<string, string> } | null;
}) {
  const [theme, setTheme] = useState<Theme>(published);
  const [draftLogo, setDraftLogo] = useState<string | null>(null);
  const navigation = useNavigation();
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'theme';
  const warnings = themeKeys.every((key) => isHex(theme[key])) ? themeContrastWarnings(theme) : [];
  const changed = draftLogo !== null || themeKeys.some((key) => theme[key].toLowerCase() !== published[key].toLowerCase());
  return (
    <div className="grid items-start gap-4 xl:grid-cols-[minmax(0,1fr)_24rem]">
      <Form method="post" className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" aria-label="Theme">
        <XsrfField />
        <input type="hidden" name="intent" value="theme" />
        {draftLogo && <input type="hidden" name="logo" value={draftLogo} />}
        <div>
          <h2 className="text-sm font-semibold text-slate-900">Logo and colours</h2>
          <p className="mt-1 text-sm text-slate-600">Upload a logo or change a colour and watch the preview. Shoppers see them once you publish.</p>
        </div>
        <BrandingImage which="logo" file={draftLogo ?? publishedLogo} canEdit={canEdit} onUploaded={setDraftLogo} />
        <fieldset disabled={!canEdit || busy} className="grid gap-3 sm:grid-cols-2">
          <legend className="sr-only">Colours</legend>
          {themeKeys.map((key) => (
            <div key={key} className="flex items-center gap-3 rounded-lg border border-slate-200 p-2">
              <input type="color" value={isHex(theme[key]) ? theme[key] : '#000000'} onChange={(event) => setTheme({ ...theme, [key]: event.target.value })}
                aria-label={`${labels[key].label} colour picker`} className="h-11 w-12 cursor-pointer rounded border-0 bg-transparent p-0" />
              <label className="flex min-w-0 flex-1 flex-col text-sm">
                <span className="font-medium text-slate-900">{labels[key].label}</span>
                <span className="text-xs text-slate-500">{labels[key].hint}</span>
                <input name={key} value={theme[key]} onChange={(event) => setTheme({ ...theme, [key]: event.target.value.trim() })} maxLength={7}
                  aria-invalid={result?.fields?.[key] ? true : undefined}
                  className="mt-1 min-h-9 w-28 rounded-md border border-slate-300 px-2 font-mono text-sm uppercase" />
              </label>
            </div>
          ))}
        </fieldset>
        {result && !result.ok && <Notice tone="error">{Object.values(result.fields ?? {})[0] ?? result.message}</Notice>}
        {warnings.length > 0 && (
          <Notice>
            <span className="font-medium">Check the contrast before publishing:</span>
            <ul className="mt-1 list-disc pl-5">{warnings.map((w) => <li key={w.field}>{w.message}</li>)}</ul>
          </Notice>
        )}
        {canEdit && (
          <div className="flex flex-wrap gap-2">
            <Button type="submit" disabled={busy || !changed}>{busy ? 'Publishing…' : 'Publish'}</Button>
            {changed && <Button look="ghost" onClick={() => { setTheme(published); setDraftLogo(null); }}>Undo changes</Button>}
          </div>
        )}
      </Form>
      <Preview theme={theme} logo={draftLogo} productPath={productPath} />
    </div>
  );
}

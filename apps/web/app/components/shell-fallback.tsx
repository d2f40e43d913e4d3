import { isRouteErrorResponse } from 'react-router';
import { useLocale } from '../i18n/use-locale.ts';
// Only the fallback's few texts, each from its own compiled file: through a domain's module
// (m/pages.ts) every message of the domain would come with it (decision 045).
import { errors_render_error } from '../i18n/paraglide/messages/errors_render_error.js';
import { pages_go_to_home } from '../i18n/paraglide/messages/pages_go_to_home.js';
import { pages_page_missing } from '../i18n/paraglide/messages/pages_page_missing.js';
import { pages_page_not_found } from '../i18n/paraglide/messages/pages_page_not_found.js';
import { pages_reload_later } from '../i18n/paraglide/messages/pages_reload_later.js';

/** The shop's own error page inside its shell: page not found, or a page that failed to render. */
export function ShellFallback({ error }: { error: unknown }) {
  const locale = useLocale();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const title = missing ? pages_page_not_found({}, { locale }) : errors_render_error({}, { locale });
  const message = missing ? pages_page_missing({}, { locale }) : pages_reload_later({}, { locale });
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 p-8 text-center">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-gray-600">{message}</p>
      <a href="/" className="rounded-full bg-[var(--theme-primary)] px-6 py-2 font-medium text-white">{pages_go_to_home({}, { locale })}</a>
    </main>
  );
}

import type { BannerUpdateRequest, ConsoleApi, HomeSectionsRequest } from '@haat/shared/console-api';
import type { Route } from './+types/settings-home';
import { BannerList } from '../components/home/banner-list.tsx';
import { SectionEditor } from '../components/home/section-editor.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { formNumber, formText } from '../lib/catalogue.ts';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { formResult } from '../lib/form-result.ts';
import { requireCall, requireMe } from '../lib/session.server.ts';

export function meta() {
  return [{ title: 'Home page · Haat console' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const me = await requireMe(context, request);
  requireCall(me, 'bannerList');
  const api = consoleApi(context);
  const [{ banners }, { sections }] = await Promise.all([api.bannerList(), api.homeSections()]);
  return { banners, sections };
}

/** The sections as the editor sent them (JSON in one field); unreadable text goes on for the server to refuse. */
function sectionsOf(form: FormData): HomeSectionsRequest['sections'] {
  try {
    return JSON.parse(formText(form, 'sections')) as HomeSectionsRequest['sections'];
  } catch {
    return [];
  }
}

async function step(api: ConsoleApi, intent: string, form: FormData): Promise<string | undefined> {
  const id = formNumber(form.get('id')) ?? 0;
  switch (intent) {
    case 'banner-update': {
      const day = (name: string) => (formText(form, name) === '' ? null : formText(form, name));
      const body: BannerUpdateRequest = { url: formText(form, 'url'), title: formText(form, 'title'), starts_on: day('starts_on'), ends_on: day('ends_on') };
      await api.bannerUpdate(id, body);
      return 'Saved. The next home page shows it.';
    }
    case 'banner-order': await api.bannerOrder(formText(form, 'ids').split(',').map(Number)); return undefined;
    case 'banner-remove': await api.bannerRemove(id); return 'Banner removed.';
    case 'banner-phone-remove': await api.bannerPhoneRemove(id); return 'Phone picture removed: phones show the wide picture whole.';
    case 'sections-save': await api.homeSectionsUpdate({ sections: sectionsOf(form) }); return 'Saved. The next home page shows these sections.';
    default: return undefined;
  }
}

export async function action({ context, request }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = formText(form, 'intent');
  return formResult(intent, () => step(consoleApi(context), intent, form));
}

export default function HomeSettingsPage({ loaderData: { banners, sections } }: Route.ComponentProps) {
  return (
    <>
      <PageHeader title="Home page" description="The banners at the top of your shop’s home page, and the sections of products under them." />
      <div className="space-y-6">
        <section aria-labelledby="banners-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <h2 id="banners-title" className="text-base font-semibold text-slate-900">Banners</h2>
          <p className="mt-1 text-sm text-slate-500">Shown in this order, each from its first day to its last (India’s time). Drag or use the arrows to reorder.</p>
          <div className="mt-3"><BannerList banners={banners} /></div>
        </section>
        <section aria-labelledby="sections-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
          <h2 id="sections-title" className="text-base font-semibold text-slate-900">Sections</h2>
          <p className="mt-1 text-sm text-slate-500">One section per category group, with up to six products and “View all”. Choose which show, their order, and the products they lead with.</p>
          <div className="mt-2"><SectionEditor sections={sections} /></div>
        </section>
      </div>
    </>
  );
}

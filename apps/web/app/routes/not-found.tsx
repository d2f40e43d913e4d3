import { House, SearchX } from '../components/icons.tsx';
import { data, Link } from 'react-router';
import { HeaderSearch } from '../components/header-search.tsx';
import { pages_go_to_home } from '../i18n/paraglide/messages/pages_go_to_home.js';
import { pages_page_moved } from '../i18n/paraglide/messages/pages_page_moved.js';
import { pages_page_not_found } from '../i18n/paraglide/messages/pages_page_not_found.js';
import { useLocale } from '../i18n/use-locale.ts';

// The server answers an unknown path with HTTP 404, with the shop's header and footer around it.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  const locale = useLocale();
  return (
    <section className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center px-5 py-14 text-center">
      <div className="relative mb-6">
        <p aria-hidden className="text-[7rem] leading-none font-black tracking-tighter text-primary/15 md:text-[10rem]">404</p>
        <span className="absolute inset-0 flex items-center justify-center">
          <span className="flex size-20 items-center justify-center rounded-full bg-white text-primary shadow-lg ring-1 ring-gray-100 md:size-24">
            <SearchX className="size-9 md:size-11" aria-hidden />
          </span>
        </span>
      </div>
      <h1 className="text-2xl font-extrabold text-gray-900 md:text-3xl">{pages_page_not_found({}, { locale })}</h1>
      <p className="mt-2 text-gray-600">{pages_page_moved({}, { locale })}</p>
      <HeaderSearch className="mt-7 max-w-md" />
      <Link to="/" className="mt-5 inline-flex items-center gap-2 rounded-full bg-primary px-7 py-3 text-sm font-bold text-white shadow-md transition hover:brightness-110">
        <House className="size-4" aria-hidden /> {pages_go_to_home({}, { locale })}
      </Link>
    </section>
  );
}

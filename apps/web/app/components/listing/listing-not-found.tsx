import { House, SearchX } from '../icons.tsx';
import { pages_continue_shopping_lower } from '../../i18n/paraglide/messages/pages_continue_shopping_lower.js';
import { useLocale } from '../../i18n/use-locale.ts';
import { PlainLink } from '../follow-links.tsx';

/** A listing id that matches no category, subcategory or group (or a broken page). */
export function ListingNotFound({ title, message }: { title: string; message: string }) {
  const locale = useLocale();
  return (
    <section className="mx-auto flex min-h-[50vh] max-w-lg flex-col items-center justify-center px-5 py-14 text-center">
      <span className="mb-5 flex size-20 items-center justify-center rounded-full bg-primary/10 text-primary">
        <SearchX className="size-9" aria-hidden />
      </span>
      <h1 className="text-2xl font-extrabold text-gray-900">{title}</h1>
      <p className="mt-2 text-gray-600">{message}</p>
      <PlainLink href="/" className="mt-6 inline-flex items-center gap-2 rounded-full bg-primary px-7 py-3 text-sm font-bold text-white shadow-md transition hover:brightness-110">
        <House className="size-4" aria-hidden /> {pages_continue_shopping_lower({}, { locale })}
      </PlainLink>
    </section>
  );
}

import { TriangleAlert } from './icons.tsx';
import * as m from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';

/** The header's text when the category menu could not be loaded (spec §8, header variant). */
export function CategoriesFailed({ className = '' }: { className?: string }) {
  const locale = useLocale();
  return (
    <p role="status" className={`flex items-center gap-2 px-3 py-2 text-sm text-red-700 ${className}`}>
      <TriangleAlert className="size-4 shrink-0" aria-hidden />
      {m.shell_categories_failed({}, { locale })}
    </p>
  );
}

import { ChevronRight } from '../icons.tsx';
import { Link } from 'react-router';
import { isCurrent } from './account-nav.ts';
import { accountNav } from './account-nav-items.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** The dashboard's links (sidebar and drawer alike); the page being shown is marked current. */
export function AccountNavList({ pathname, onNavigate }: { pathname: string; onNavigate?: () => void }) {
  const locale = useLocale();
  return (
    <ul className="flex flex-col gap-0.5">
      {accountNav.map((item) => {
        const current = isCurrent(item, pathname);
        const Icon = item.icon;
        const last = item.to === '/logout';
        return (
          <li key={item.to} className={last ? 'mt-1.5 border-t border-gray-100 pt-1.5' : undefined}>
            <Link
              to={item.to}
              onClick={onNavigate}
              aria-current={current ? 'page' : undefined}
              className="group relative flex items-center gap-3 rounded-xl px-3.5 py-2.5 text-sm font-medium text-gray-700 transition hover:bg-gray-50 hover:text-gray-900 aria-[current=page]:bg-primary/10 aria-[current=page]:font-semibold aria-[current=page]:text-primary"
            >
              <span aria-hidden className="absolute inset-y-2 left-0 w-1 rounded-r-full bg-primary opacity-0 group-aria-[current=page]:opacity-100" />
              <Icon className="size-[1.15rem] shrink-0" strokeWidth={1.9} aria-hidden />
              <span className="flex-1">{item.label(locale)}</span>
              <ChevronRight className="size-4 text-gray-300 transition group-hover:translate-x-0.5 group-hover:text-gray-400 group-aria-[current=page]:text-primary/60" aria-hidden />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

import { Link } from 'react-router';
import { ArrowLeft } from '../icons.tsx';
import * as account from '../../i18n/m/account.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** "← My Orders", above the title of a page about one order or one of its items. */
export function BackToOrdersLink() {
  const locale = useLocale();
  return (
    <Link to="/your-orders" className="inline-flex items-center gap-1.5 text-sm font-semibold text-gray-600 hover:text-primary">
      <ArrowLeft className="size-4" aria-hidden /> {account.account_nav_my_orders({}, { locale })}
    </Link>
  );
}

import { ArrowLeft, CircleAlert, type Icon, LoaderCircle, PackageOpen, RefreshCw, ShoppingBag } from '../icons.tsx';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import * as e from '../../i18n/m/errors.ts';
import * as m from '../../i18n/m/orders.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import * as account from '../../i18n/m/account.ts';
import * as auth from '../../i18n/m/auth.ts';

/** The spec's spinner while orders (or a timeline) load. */
export function OrdersSpinner({ label }: { label?: string }) {
  const locale = useLocale();
  return (
    <div role="status" className="flex flex-col items-center justify-center gap-3 py-16 text-sm font-medium text-gray-500">
      <LoaderCircle className="size-9 animate-spin text-primary" aria-hidden />
      {label ?? m.orders_loading({}, { locale })}
    </div>
  );
}

/** A centred card for a page with nothing to show: an icon, a message, a hint and a way on. */
export function EmptyCard({ icon: Icon, title, children, action }: { icon: Icon; title: string; children?: ReactNode; action: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-2xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center md:py-16">
      <span className="flex size-16 items-center justify-center rounded-2xl bg-primary/10 text-primary">
        <Icon className="size-8" strokeWidth={1.7} aria-hidden />
      </span>
      <p className="mt-4 text-lg font-bold text-gray-900">{title}</p>
      {children && <div className="mt-1 max-w-sm text-sm text-gray-500">{children}</div>}
      <div className="mt-6">{action}</div>
    </div>
  );
}

export const pillButtonClass =
  'inline-flex h-11 items-center justify-center gap-2 rounded-full bg-primary px-6 text-sm font-bold text-white shadow-md shadow-primary/25 transition hover:brightness-110';

/** "No orders found." with a way back to the shop. */
export function NoOrders() {
  const locale = useLocale();
  return (
    <EmptyCard
      icon={ShoppingBag}
      title={e.errors_no_orders({}, { locale })}
      action={<Link to="/" className={pillButtonClass}>{auth.auth_continue_shopping_cap({}, { locale })}</Link>}
    >
      {m.orders_empty_hint({}, { locale })}
    </EmptyCard>
  );
}

/** "Order data not found." (or "No order information found."), in the page's language, with the way back to the orders. */
export function OrderMissing({ message }: { message: string }) {
  const locale = useLocale();
  return (
    <EmptyCard
      icon={PackageOpen}
      title={message}
      action={<Link to="/your-orders" className={pillButtonClass}><ArrowLeft className="size-4" aria-hidden /> {m.orders_back_to_orders({}, { locale })}</Link>}
    >
      {m.orders_missing_hint({}, { locale })}
    </EmptyCard>
  );
}

/** A load failure with another try (the spec's "An error occurred while fetching orders."). */
export function OrdersLoadFailed({ message, onRetry, busy = false }: { message?: string; onRetry(): void; busy?: boolean }) {
  const locale = useLocale();
  return (
    <div role="alert" className="flex flex-wrap items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-4 text-sm text-red-800">
      <CircleAlert className="size-5 shrink-0" aria-hidden />
      <span className="min-w-0 flex-1 font-medium">{message ?? e.errors_orders_fetch_failed({}, { locale })}</span>
      <button
        type="button"
        onClick={onRetry}
        disabled={busy}
        className="inline-flex items-center gap-1.5 rounded-full border border-red-300 bg-white px-3.5 py-1.5 font-semibold transition hover:bg-red-100 disabled:opacity-60"
      >
        <RefreshCw className={`size-4 ${busy ? 'animate-spin' : ''}`} aria-hidden /> {account.account_try_again({}, { locale })}
      </button>
    </div>
  );
}

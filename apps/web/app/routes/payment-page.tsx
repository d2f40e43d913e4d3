import { StoreApiError } from '@haat/shared/api';
import { formatRupees, messages, serverMessageOr } from '@haat/shared/rules';
import { CircleAlert, LoaderCircle, Lock, ShieldCheck } from '../components/icons.tsx';
import { useEffect, useRef, useState } from 'react';
import { data, Link, redirect, useFetcher, useRouteLoaderData } from 'react-router';
import { toast } from '../lib/toast.ts';
import type { Route } from './+types/payment-page';
import { CartStepBar } from '../components/cart/cart-step-bar-later.tsx';
import { DeliveredTo } from '../components/checkout/delivered-to.tsx';
import { loadOrderPayment } from '../components/checkout/load-order-payment.server.ts';
import { forgetBuyNowProduct } from '../lib/buy-now.ts';
import type { ShellData } from '../lib/shell.ts';
import { loadCheckoutScript, openPaymentWindow } from '../lib/payment-window.ts';
import { requireSignIn, withSession } from '../lib/session.server.ts';
import { storeApi } from '../lib/store-api-context.server.ts';
import { useXsrfToken, xsrfFieldName } from '../lib/xsrf.ts';
import { shippingText } from '../components/cart/shipping-text.ts';
import * as e from '../i18n/m/errors.ts';
import { pageLocale } from '../i18n/page-locale.ts';
import { errorText } from '../i18n/error-text.ts';
import { shell_cart, shell_items } from '../i18n/m/shell.ts';
import { htmlLang, isLocale, type Locale } from '../i18n/locale.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { buying_pay_securely, buying_price_details, buying_processing, buying_shipping, buying_step_checkout, buying_subtotal, buying_total, buying_total_amount, buying_your_orders } from '../i18n/m/buying.ts';
import { payment_complete, payment_no_payment_needed, payment_online_discount, payment_order_number, payment_reserved, payment_reserved_until, payment_secured_by_razorpay, payment_secured_by_sandbox } from '../i18n/m/payment.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  requireSignIn(request);
  const payment = await withSession(request, () => loadOrderPayment(storeApi(context), request));
  // An order that is not the shopper's, or cannot exist, is a not-found page, also for robots.
  return data({ payment }, { status: payment ? 200 : 404 });
}

/** The payment window's success handler posts here: order_final checks the signature on the server. */
export async function action({ context, request }: Route.ActionArgs) {
  requireSignIn(request);
  const form = await request.formData();
  const field = (name: string) => String(form.get(name) ?? '');
  try {
    const confirmed = await withSession(request, () => storeApi(context).confirmPayment({
      razorpay_payment_id: field('razorpay_payment_id'),
      razorpay_order_id: field('razorpay_order_id'),
      razorpay_signature: field('razorpay_signature'),
    }));
    // Spec §4: after a verified payment the shopper lands on their orders.
    return redirect(`/your-orders?paid=${confirmed.orderId}`);
  } catch (error) {
    if (error instanceof Response) throw error;
    const message = error instanceof StoreApiError && error.status < 500 ? serverMessageOr(error.message, messages.orderAfterPaymentFailed) : messages.orderAfterPaymentFailed;
    // In the language of the page that paid (it sends it), so that these words are not in its JavaScript.
    const lang = form.get('lang');
    const locale: Locale = isLocale(lang) ? lang : 'en';
    return data({ error: errorText(message, locale, e.errors_order_after_payment_failed, e.errors_payment_not_verified, e.errors_payment_order_unknown,
      e.errors_payment_already_recorded, e.errors_payment_expired, e.errors_order_not_found, e.errors_xsrf_refused) }, { status: 400 });
  }
}

/** /PaymentPage?order=N: pay for an order awaiting online payment (accounts spec §2, §4). */
export default function PaymentPage({ loaderData }: Route.ComponentProps) {
  const { payment } = loaderData;
  const shell = useRouteLoaderData<ShellData>('root');
  const locale = useLocale();
  const fetcher = useFetcher<{ error: string }>();
  const xsrf = useXsrfToken();
  const [opening, setOpening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const autoOpened = useRef(false);
  const confirming = fetcher.state !== 'idle';
  const pending = payment?.order_status === 'pending_payment';

  async function pay() {
    if (!payment || opening || confirming) return;
    setOpening(true);
    setProblem(null);
    const loaded = payment.script_url ? await loadCheckoutScript(payment.script_url) : false;
    setOpening(false);
    if (!loaded) {
      setProblem(e.errors_payment_script_failed({}, { locale: pageLocale() }));
      return;
    }
    openPaymentWindow(payment, shell?.theme.primary ?? '#000000', {
      paid: (confirmation) => {
        forgetBuyNowProduct();
        void fetcher.submit({ ...confirmation, [xsrfFieldName]: xsrf, lang: locale }, { method: 'post' });
      },
      failed: (description) => {
        const failed = e.errors_payment_failed({}, { locale: pageLocale() });
        setProblem(description ? `${failed} (${description})` : failed);
      },
      dismissed: () => toast(e.errors_payment_cancelled_by_shopper({}, { locale: pageLocale() })),
    });
  }

  // The shopper pressed "Pay Securely Now" at checkout: the window opens by itself once.
  useEffect(() => {
    if (!pending || autoOpened.current) return;
    autoOpened.current = true;
    void pay();
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [pending]);

  // The action answers in the page's language (the payment sends it), the page's own words are in it too.
  const error = fetcher.data?.error ?? problem;

  return (
    <div data-backdrop className="min-h-screen bg-gray-50 pb-12">
      <CartStepBar storeName={shell?.branding.name ?? ''} logo={shell?.branding.logo ?? ''} steps={[shell_cart({}, { locale }), buying_step_checkout({}, { locale })]} current={1} />
      <main className="mx-auto max-w-3xl px-3 py-6 md:px-6 md:py-10">
        {!payment ? (
          <Notice title={e.errors_order_data_missing({}, { locale })} />
        ) : !pending ? (
          <Notice
            title={payment.order_status === 'payment_expired' ? e.errors_payment_expired({}, { locale }) : payment_no_payment_needed({}, { locale })}
            detail={payment_order_number({ id: payment.order_id }, { locale })}
          />
        ) : (
          <div className="grid gap-4 md:grid-cols-[minmax(0,1fr)_18rem]">
            <section aria-labelledby="pay-title" className="rounded-xl border border-gray-200 bg-white p-5 shadow-sm">
              <p className="text-xs font-bold tracking-wider text-primary uppercase [:lang(hi)_&]:tracking-normal">{payment_order_number({ id: payment.order_id }, { locale })}</p>
              <h1 id="pay-title" className="mt-1 text-2xl font-extrabold text-gray-900">{payment_complete({}, { locale })}</h1>
              <p className="mt-2 text-sm text-gray-600">
                {payment.pay_by
                  ? payment_reserved_until({ time: new Date(payment.pay_by).toLocaleTimeString(htmlLang(locale), { hour: '2-digit', minute: '2-digit', ...(locale === 'hi' ? { hourCycle: 'h23' } : {}) }) }, { locale })
                  : payment_reserved({}, { locale })}
              </p>
              <p className="mt-5 flex items-baseline justify-between border-y border-gray-100 py-4">
                <span className="font-semibold text-gray-700">{buying_total_amount({}, { locale })}</span>
                <span className="text-3xl font-extrabold text-gray-900" data-testid="payment-total">{formatRupees(payment.total)}</span>
              </p>
              {error && (
                <p role="alert" className="mt-4 flex items-start gap-2 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">
                  <CircleAlert className="mt-0.5 size-4 shrink-0" aria-hidden /> {error}
                </p>
              )}
              <button
                type="button"
                onClick={() => void pay()}
                disabled={opening || confirming}
                className="mt-5 flex h-12 w-full items-center justify-center gap-2 rounded-full bg-primary px-6 text-sm font-bold text-white shadow-md shadow-primary/25 transition hover:brightness-110 disabled:opacity-70"
              >
                {opening || confirming ? <><LoaderCircle className="size-4 animate-spin" aria-hidden /> {buying_processing({}, { locale })}</> : <><Lock className="size-4" aria-hidden /> {buying_pay_securely({}, { locale })}</>}
              </button>
              <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-gray-500">
                <ShieldCheck className="size-4 text-green-700" aria-hidden /> {payment.provider === 'sandbox' ? payment_secured_by_sandbox({}, { locale }) : payment_secured_by_razorpay({}, { locale })}
              </p>
              <div className="mt-5"><DeliveredTo shipTo={payment.ship_to} /></div>
            </section>
            <aside className="self-start rounded-xl border border-gray-200 bg-white p-4 text-sm shadow-sm">
              <h2 className="font-bold text-gray-900">{buying_price_details({ items: shell_items({ count: payment.items.length }, { locale }) }, { locale })}</h2>
              <ul className="mt-3 space-y-2 border-b border-gray-100 pb-3">
                {payment.items.map((item, i) => (
                  <li key={i} className="flex justify-between gap-3"><span className="min-w-0 truncate">{item.name} × {item.units}</span><span>{formatRupees(item.line_total)}</span></li>
                ))}
              </ul>
              <dl className="mt-3 space-y-1.5">
                <div className="flex justify-between"><dt>{buying_subtotal({}, { locale })}</dt><dd>{formatRupees(payment.subtotal)}</dd></div>
                <div className="flex justify-between"><dt>{buying_shipping({}, { locale })}</dt><dd>{shippingText(payment.shipping, locale)}</dd></div>
                {payment.discount > 0 && <div className="flex justify-between text-green-700"><dt>{payment_online_discount({}, { locale })}</dt><dd>−{formatRupees(payment.discount)}</dd></div>}
                <div className="flex justify-between border-t border-dashed border-gray-300 pt-2 text-base font-bold"><dt>{buying_total({}, { locale })}</dt><dd>{formatRupees(payment.total)}</dd></div>
              </dl>
            </aside>
          </div>
        )}
      </main>
    </div>
  );
}

function Notice({ title, detail }: { title: string; detail?: string }) {
  const locale = useLocale();
  return (
    <div className="mx-auto flex max-w-lg flex-col items-center rounded-xl border border-gray-200 bg-white px-6 py-12 text-center">
      <h1 className="text-lg font-bold text-gray-900">{title}</h1>
      {detail && <p className="mt-1 text-sm text-gray-600">{detail}</p>}
      <Link to="/your-orders" className="mt-5 rounded-full bg-primary px-7 py-2.5 text-sm font-bold text-white shadow-md hover:brightness-110">{buying_your_orders({}, { locale })}</Link>
    </div>
  );
}

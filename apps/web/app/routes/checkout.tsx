import { StoreApiError, type CodCaptcha, type StoreApi } from '@haat/shared/api';
import { messages, serverMessageOr, type PaymentModeName } from '@haat/shared/rules';
import { ShoppingBag } from '../components/icons.tsx';
import { useEffect, useState } from 'react';
import { data, Form, Link, redirect, useFetcher, useNavigate, useNavigation, useRouteLoaderData, type ShouldRevalidateFunctionArgs } from 'react-router';
import type { Route } from './+types/checkout';
import { CartStepBar } from '../components/cart/cart-step-bar-later.tsx';
import { CaptchaBox, newCaptchaFormId } from '../components/checkout/captcha-box.tsx';
import { codRefusalText } from '../components/checkout/cod-refusal-text.ts';
import { checkoutProblemText } from '../components/checkout/checkout-problem-text.ts';
import { isLocale, type Locale } from '../i18n/locale.ts';
import { checkoutFigures, onlineSavingOf } from '../components/checkout/checkout-lines.ts';
import { DeliveryAddress } from '../components/checkout/delivery-address.tsx';
import { loadCheckoutItems, orderLinesOf } from '../components/checkout/load-checkout.server.ts';
import { CheckoutNotice, GiftCardRow, NothingToOrder, OrderSummary } from '../components/checkout/checkout-parts-later.tsx';
import { PaymentMethod } from '../components/checkout/payment-method.tsx';
import { XsrfField } from '../components/form/xsrf-field.tsx';
import { buyNowPath, parseBuyNow, rememberedBuyNowProduct } from '../lib/buy-now.ts';
import type { ShellData } from '../lib/shell.ts';
import { requireSignIn, withSession } from '../lib/session.server.ts';
import { storeApi } from '../lib/store-api-context.server.ts';
import { logger } from '@haat/shared/log';
import { shell_cart } from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { buying_continue_shopping, buying_step_checkout } from '../i18n/m/buying.ts';
import { checkout_add_address_first, checkout_add_address_to_order, checkout_back_to_cart, checkout_payment_form } from '../i18n/m/checkout.ts';

export async function loader({ context, request }: Route.LoaderArgs) {
  // Spec §5: placing an order needs a token; a guest signs in and comes back here.
  requireSignIn(request);
  const api = storeApi(context);
  const buy = parseBuyNow(new URL(request.url).searchParams);
  const [checkout, addresses, captcha, cod] = await withSession(request, () => Promise.all([loadCheckoutItems(api, buy), api.getAddresses(), api.newCodCaptcha(), api.getCodOptions()]));
  return {
    ...checkout,
    addresses,
    cod,
    buy,
    // Issued by the server for this session; the page gets its picture and signed id only.
    captcha,
    // One key per checkout visit: a retried or doubled submit finds the order the first one made.
    requestKey: crypto.randomUUID(),
  };
}

/** What the action answers: a problem to show, and a new captcha when the last one is spent (or asked for). */
type CheckoutProblem = { error?: string; field?: 'captcha' | 'address'; captcha?: CodCaptcha };

// A new captcha (the refresh button) must not make the page load another one as well.
export function shouldRevalidate({ formData, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return formData?.get('intent') === 'new-captcha' ? false : defaultShouldRevalidate;
}

/** A spent captcha's successor, or none when the server cannot give one right now. */
async function nextCaptcha(api: StoreApi): Promise<CodCaptcha | undefined> {
  return api.newCodCaptcha().catch(() => undefined);
}

export async function action({ context, request }: Route.ActionArgs) {
  requireSignIn(request);
  const form = await request.formData();
  const api = storeApi(context);
  // Answers in the language of the page that asked (its forms send it): the Store API's English is
  // put into it here, on the server, so the words of every answer stay out of the page's JavaScript.
  const lang = form.get('lang');
  const locale: Locale = isLocale(lang) ? lang : 'en';
  const said = (english: string) => checkoutProblemText(english, locale);
  if (form.get('intent') === 'new-captcha') {
    return withSession(request, async (): Promise<CheckoutProblem> => ({ captcha: await api.newCodCaptcha() })).catch((error: unknown) => {
      if (error instanceof Response) throw error;
      return data<CheckoutProblem>({ error: said(serverMessageOr(error instanceof StoreApiError && error.status < 500 ? error.message : '', messages.somethingWentWrongTryAgain)) }, { status: 400 });
    });
  }
  const mode: PaymentModeName = form.get('paymentMode') === 'ONLINE' ? 'ONLINE' : 'COD';
  const captcha = mode === 'COD' ? { captcha_id: String(form.get('captchaId') ?? ''), captcha_code: String(form.get('captcha') ?? '').trim() } : {};
  const addressId = Number(form.get('addressId'));
  if (!Number.isInteger(addressId) || addressId <= 0) {
    return data<CheckoutProblem>({ error: checkout_add_address_first({}, { locale }), field: 'address' }, { status: 400 });
  }
  const buy = parseBuyNow(new URLSearchParams(String(form.get('buy') ?? '')));
  try {
    const placed = await withSession(request, async () => {
      // What is ordered is read again here, on the server: never a list the browser posted.
      const { items, problem } = await loadCheckoutItems(api, buy);
      if (items.length === 0) throw new StoreApiError(409, problem ?? messages.cartEmpty);
      const orders = orderLinesOf(items);
      return api.placeOrder({ addressid: addressId, coupan_Code: '', paymentmode: mode, orders, ...captcha }, String(form.get('requestKey') ?? crypto.randomUUID()));
    });
    // A COD order the store confirms by code (decision 044) first asks for the code from the SMS.
    const next = placed.payment_mode === 'ONLINE' ? `/PaymentPage?order=${placed.order_id}`
      : placed.confirm_by ? `/order-confirmation/confirm?order=${placed.order_id}` : `/order-confirmation?order=${placed.order_id}&placed=1`;
    return redirect(next);
  } catch (error) {
    if (error instanceof Response) throw error;
    // Spec §4: a wrong captcha stops the order. The server spent it, so a new one comes back.
    if (error instanceof StoreApiError && error.message === messages.invalidCaptcha) {
      return data<CheckoutProblem>({ error: said(messages.invalidCaptcha), field: 'captcha', captcha: await nextCaptcha(api) }, { status: 400 });
    }
    if (error instanceof StoreApiError) {
      return data<CheckoutProblem>({ error: said(serverMessageOr(error.status >= 500 ? '' : error.message, messages.orderFailed)) }, { status: error.status >= 500 ? 502 : error.status });
    }
    logger.error('Placing an order failed', { error });
    return data<CheckoutProblem>({ error: said(messages.orderException) }, { status: 500 });
  }
}

/** /checkout2: delivery address, payment method and order summary (accounts spec §2). */
export default function CheckoutPage({ loaderData, actionData }: Route.ComponentProps) {
  const { items, problem, addresses, buy, cod } = loaderData;
  const locale = useLocale();
  // The shop's COD rules for this basket (the same rule insert_Customer_Order applies): why not, or null.
  const codRefused = codRefusalText(cod, checkoutFigures(items, 'COD').payable, cod.blocked, locale);
  const shell = useRouteLoaderData<ShellData>('root');
  const navigate = useNavigate();
  const navigation = useNavigation();
  const [chosenMode, setMode] = useState<PaymentModeName>(codRefused ? 'ONLINE' : 'COD');
  const mode: PaymentModeName = codRefused ? 'ONLINE' : chosenMode;
  const [addressId, setAddressId] = useState<number | null>(null);
  const refresher = useFetcher<CheckoutProblem>();
  const [captcha, setCaptcha] = useState(actionData?.captcha ?? loaderData.captcha);
  const [typed, setTyped] = useState('');
  const [requestKey] = useState(loaderData.requestKey);
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST' && navigation.formAction?.startsWith('/checkout2') === true;
  const captchaError = actionData?.field === 'captcha' ? actionData.error ?? null : null;
  const chosenAddress = addresses.find((a) => a.id === addressId) ?? addresses[0];

  // The newest captcha wins, whoever brought it: the page's data, a refused order (its captcha
  // is spent) or the refresh button. A new code empties the box, as a person would expect.
  const sources = [refresher.data?.captcha, actionData?.captcha, loaderData.captcha];
  const [seen, setSeen] = useState(sources);
  const changed = sources.find((source, i) => source !== seen[i] && source !== undefined);
  if (sources.some((source, i) => source !== seen[i])) {
    setSeen(sources);
    if (changed) {
      setCaptcha(changed);
      setTyped('');
    }
  }

  // Spec §4: a product id kept from Buy Now (across sign-in) gives a one-item checkout.
  useEffect(() => {
    const remembered = rememberedBuyNowProduct();
    if (!buy && remembered) void navigate(buyNowPath({ productId: remembered, units: 1, size: null, color: null }), { replace: true });
  }, [buy, navigate]);

  // The action answers in the page's language already (the forms send it).
  const formError = (actionData?.field !== 'captcha' ? actionData?.error : null) ?? (refresher.data?.error || null);

  return (
    <div data-backdrop className="min-h-screen bg-gray-50 pb-12">
      <CartStepBar storeName={shell?.branding.name ?? ''} logo={shell?.branding.logo ?? ''} steps={[shell_cart({}, { locale }), buying_step_checkout({}, { locale })]} current={1} />
      {items.length === 0 ? (
        <div className="mx-auto mt-8 flex max-w-lg flex-col items-center rounded-xl border border-gray-200 bg-white px-6 py-14 text-center">
          <ShoppingBag className="size-14 text-gray-300" aria-hidden />
          <NothingToOrder note={problem ?? messages.cartEmpty} />
          <Link to={buy ? '/' : '/addcart'} className="mt-5 rounded-full bg-primary px-7 py-2.5 text-sm font-bold text-white shadow-md hover:brightness-110">
            {buy ? buying_continue_shopping({}, { locale }) : checkout_back_to_cart({}, { locale })}
          </Link>
        </div>
      ) : (
        // Phones: address, then the order summary with its total, then payment and PLACE ORDER,
        // so the shopper sees what they will pay before the button. Wider: the summary sits in
        // its own column beside both.
        <div className="mx-auto grid max-w-6xl gap-4 px-3 py-4 md:grid-cols-[minmax(0,1fr)_22rem] md:gap-x-6 md:px-6 md:py-8">
          <h1 className="sr-only">{buying_step_checkout({}, { locale })}</h1>
          <div className="flex min-w-0 flex-col gap-4 md:col-start-1 md:row-start-1">
            {problem && <CheckoutNotice note={problem} />}
            <DeliveryAddress addresses={addresses} selectedId={chosenAddress?.id ?? null} onSelect={setAddressId} />
          </div>
          <aside className="md:sticky md:top-4 md:col-start-2 md:row-span-2 md:row-start-1 md:self-start">
            <OrderSummary items={items} mode={mode} codFee={cod.fee} />
          </aside>
          <div className="flex min-w-0 flex-col gap-4 md:col-start-1 md:row-start-2">
            <Form method="post" className="flex flex-col gap-4" aria-label={checkout_payment_form({}, { locale })}>
              <XsrfField />
              <input type="hidden" name="lang" value={locale} />
              <input type="hidden" name="addressId" value={chosenAddress?.id ?? ''} />
              <input type="hidden" name="requestKey" value={requestKey} />
              <input type="hidden" name="buy" value={buy ? new URL(buyNowPath(buy), 'http://x').search : ''} />
              {formError && <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm font-medium text-red-800">{formError}</p>}
              <PaymentMethod
                mode={mode}
                onModeChange={setMode}
                onlineTotal={checkoutFigures(items, 'ONLINE').payable}
                saving={onlineSavingOf(items, cod.fee)}
                codRefused={codRefused}
                codFee={cod.fee}
                busy={busy}
                disabled={!chosenAddress}
                captcha={<CaptchaBox captcha={captcha} value={typed} error={captchaError} refreshing={refresher.state !== 'idle'} onChange={setTyped} />}
              />
              {!chosenAddress && <p className="text-sm font-medium text-amber-800">{checkout_add_address_to_order({}, { locale })}</p>}
            </Form>
            {/* The captcha's refresh button posts this form (a form of its own cannot sit inside the payment form). */}
            <refresher.Form method="post" id={newCaptchaFormId} hidden>
              <input type="hidden" name="intent" value="new-captcha" />
              <input type="hidden" name="lang" value={locale} />
              <XsrfField />
            </refresher.Form>
            <GiftCardRow />
          </div>
        </div>
      )}
    </div>
  );
}

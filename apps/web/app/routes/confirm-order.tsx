import { StoreApiError, type CodConfirmation } from '@haat/shared/api';
import { codConfirmationMessages, isCodCode, isRowId, messages } from '@haat/shared/rules';
import { data, redirect } from 'react-router';
import type { Route } from './+types/confirm-order';
import { CodCodeCard } from '../components/cod-confirmation/cod-code-card.tsx';
import { ReleasedCard } from '../components/cod-confirmation/released-card.tsx';
import { problemStatus, serverProblem } from '../lib/auth-errors.ts';
import { requireSignIn, withSession } from '../lib/session.server.ts';
import { storeApi } from '../lib/store-api-context.server.ts';
import { Link } from 'react-router';
import { errors_order_info_missing } from '../i18n/m/errors.ts';
import { useLocale } from '../i18n/use-locale.ts';
import { buying_your_orders } from '../i18n/m/buying.ts';
import { cod_confirm_new_code_sent } from '../i18n/m/cod-confirmation.ts';
import { codConfirmText } from '../components/cod-confirmation/cod-confirm-text.ts';
import { isLocale, type Locale } from '../i18n/locale.ts';

const confirmedPage = (orderId: number) => `/order-confirmation?order=${orderId}&placed=1`;

function orderIdOf(request: Request): number | null {
  const id = Number(new URL(request.url).searchParams.get('order'));
  return isRowId(id) ? id : null;
}

/** The order as the step shows it; null when it is not the shopper's (or cannot exist). */
async function loadState(request: Request, context: Route.LoaderArgs['context']): Promise<CodConfirmation | null> {
  const orderId = orderIdOf(request);
  if (orderId === null) return null;
  try {
    return await withSession(request, () => storeApi(context).getCodConfirmation(orderId));
  } catch (error) {
    if (error instanceof StoreApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}

export async function loader({ context, request }: Route.LoaderArgs) {
  requireSignIn(request);
  const state = await loadState(request, context);
  // Confirmed already (here, in another tab, or it never needed a code): the normal confirmation page.
  if (state && state.order_status !== 'awaiting_confirmation' && state.order_status !== 'cod_unconfirmed') throw redirect(confirmedPage(state.order_id));
  return data({ state }, { status: state ? 200 : 404 });
}

/** What the step's action answers, in the language of the page that asked (its forms send it). */
export type ConfirmStepResult = { intent: 'confirm' | 'resend'; error?: string; notice?: string; attempt: string };

export async function action({ context, request }: Route.ActionArgs) {
  requireSignIn(request);
  const form = await request.formData();
  // The Store API answers in English; the step's words are put in the page's language here, on
  // the server, so that they are not in the page's JavaScript.
  const lang = form.get('lang');
  const locale: Locale = isLocale(lang) ? lang : 'en';
  const said = (english: string) => codConfirmText(english, locale);
  const orderId = orderIdOf(request);
  if (orderId === null) return data<ConfirmStepResult>({ intent: 'confirm', error: said(messages.orderNotFound), attempt: crypto.randomUUID() }, { status: 404 });
  const api = storeApi(context);
  const attempt = crypto.randomUUID();
  if (form.get('intent') === 'resend') {
    try {
      const sent = await withSession(request, () => api.resendCodCode(orderId));
      return data<ConfirmStepResult>({ intent: 'resend', notice: cod_confirm_new_code_sent({ mobile: sent.mobile }, { locale }), attempt });
    } catch (error) {
      if (error instanceof Response) throw error;
      return data<ConfirmStepResult>({ intent: 'resend', error: said(serverProblem(error, messages.genericNetworkError)), attempt }, { status: problemStatus(error) });
    }
  }
  const code = String(form.get('code') ?? '').replace(/\s+/g, '');
  if (!isCodCode(code)) return data<ConfirmStepResult>({ intent: 'confirm', error: said(codConfirmationMessages.codeIncomplete), attempt }, { status: 400 });
  try {
    await withSession(request, () => api.confirmCodOrder(orderId, code));
  } catch (error) {
    if (error instanceof Response) throw error;
    return data<ConfirmStepResult>({ intent: 'confirm', error: said(serverProblem(error, messages.genericNetworkError)), attempt }, { status: problemStatus(error) });
  }
  return redirect(confirmedPage(orderId));
}

/**
 * /order-confirmation/confirm?order=N (decision 044): a cash-on-delivery order of a store that
 * confirms them by code waits here for the 6-digit code sent to the shopper's mobile; the right
 * code leads to the normal confirmation page.
 */
export default function ConfirmOrder({ loaderData, actionData }: Route.ComponentProps) {
  const { state } = loaderData;
  const locale = useLocale();
  if (!state) {
    return (
      <div className="mx-auto my-12 max-w-lg rounded-xl border border-gray-200 bg-white px-6 py-12 text-center">
        <h1 className="text-lg font-bold text-gray-900">{errors_order_info_missing({}, { locale })}</h1>
        <Link to="/your-orders" className="mt-5 inline-block rounded-full bg-primary px-7 py-2.5 text-sm font-bold text-white">{buying_your_orders({}, { locale })}</Link>
      </div>
    );
  }
  if (state.order_status === 'cod_unconfirmed') return <ReleasedCard orderId={state.order_id} />;
  return <CodCodeCard state={state} result={actionData} />;
}

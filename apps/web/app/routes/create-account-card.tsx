import { isVerificationCode, messages } from '@haat/shared/rules';
import { useEffect } from 'react';
import { data, redirect, useSearchParams } from 'react-router';
import type { Route } from './+types/create-account-card';
import { CodeStepCard } from '../components/auth/code-step-card-later.tsx';
import { ContactStepCard } from '../components/auth/contact-step-card.tsx';
import { problemStatus, serverProblem } from '../lib/auth-errors.ts';
import { channelOf, contactProblem, type Channel, type CodeStep, type ContactStep } from '../lib/auth-verification.ts';
import { readCookie } from '../lib/cookies.ts';
import { storeApi } from '../lib/store-api-context.server.ts';
import { loadWhenIdle } from '../components/when-idle.ts';

/** A signed-in shopper's own e-mail and mobile (readable cookies) fill the field for them. */
export function loader({ request }: Route.LoaderArgs) {
  const cookie = request.headers.get('cookie');
  return { email: readCookie(cookie, 'email') ?? '', mobile: readCookie(cookie, 'mobile') ?? '' };
}

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value.trim() : '';
};

/** The code step as the page posted it back (hidden fields), for answering a failed check or resend. */
function postedStep(form: FormData, channel: Channel, value: string): CodeStep {
  const resendAfter = Number(text(form, 'resendAfter'));
  return {
    step: 'code',
    channel,
    value,
    sendId: text(form, 'sendId') || crypto.randomUUID(),
    resendAfter: Number.isInteger(resendAfter) && resendAfter >= 0 ? resendAfter : 0,
    attemptId: text(form, 'attemptId') || crypto.randomUUID(),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = text(form, 'intent');
  const channel = channelOf(form.get('channel'));
  const value = channel === 'phone' ? text(form, 'value').replace(/\s+/g, '') : text(form, 'value');
  const api = storeApi(context);

  if (intent === 'verify') {
    const code = form.getAll('digit').map((d) => (typeof d === 'string' ? d.trim() : '')).join('');
    // A failed check clears the boxes (new attempt id) for another try.
    const retry = { ...postedStep(form, channel, value), attemptId: crypto.randomUUID() };
    if (!isVerificationCode(code)) return data<CodeStep>({ ...retry, error: messages.codeIncomplete }, { status: 400 });
    try {
      await api.verifyCode(channel, value, code);
    } catch (error) {
      return data<CodeStep>({ ...retry, error: serverProblem(error, messages.genericNetworkError) }, { status: problemStatus(error) });
    }
    return redirect(`/AccountVerifiedCard?via=${channel}`);
  }

  const fieldError = contactProblem(channel, value);
  if (fieldError) return data<ContactStep>({ step: 'contact', channel, value, fieldError }, { status: 400 });
  try {
    const sent = await api.sendVerificationCode(channel, value);
    return data<CodeStep>({
      step: 'code', channel, value, sendId: crypto.randomUUID(), resendAfter: sent.resendAfter,
      attemptId: crypto.randomUUID(), notice: sent.message,
    });
  } catch (error) {
    const problem = serverProblem(error, messages.genericNetworkError);
    const status = problemStatus(error);
    // A refused resend (cool-down) keeps the shopper on the code step with the countdown running.
    if (intent === 'resend') return data<CodeStep>({ ...postedStep(form, channel, value), error: problem }, { status });
    return data<ContactStep>({ step: 'contact', channel, value, error: problem }, { status });
  }
}

/** /CreateAccountCard: a real verification of the account's e-mail or phone with a 6-digit code. */
export default function CreateAccountCard({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  // The code step is there by the time the code is sent.
  useEffect(() => loadWhenIdle(CodeStepCard.preload), []);
  if (actionData?.step === 'code') return <CodeStepCard step={actionData} />;
  const channel = actionData?.channel ?? channelOf(params.get('channel'));
  const initialValue = actionData ? actionData.value : channel === 'email' ? loaderData.email : loaderData.mobile;
  return <ContactStepCard channel={channel} initialValue={initialValue} result={actionData} />;
}

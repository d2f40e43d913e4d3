import type { OrderLineWire } from '@haat/shared/api';
import { canSubmitCancellation, cancellationCommentMax, cancellationCommentMin, cancellationReasons } from '@haat/shared/rules';
import { CircleAlert, CircleX, LoaderCircle } from '../icons.tsx';
import { useRef, useState, type FormEvent } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { FormAlert } from '../auth/form-alert.tsx';
import { FieldFrame, describedByOf } from '../form/field-frame.tsx';
import { fieldLook } from '../form/field-looks.ts';
import { cancellationProblems, type CancellationFailure } from './cancellation.ts';
import { LineSummary, RefundDetails } from './order-parts-later.tsx';
import type { RefundDetails as Refund } from './order-lines.ts';
import { XsrfField } from '../form/xsrf-field.tsx';
import { orderMessageText, reasonText } from './cancellation-texts.ts';
import * as m from '../../i18n/m/orders.ts';
import { useLocale } from '../../i18n/use-locale.ts';

const look = fieldLook();

interface CancellationFormProps {
  line: OrderLineWire;
  refund: Refund;
  /** The action's answer to a post that cancelled nothing (also shown without JavaScript). */
  failure: CancellationFailure | undefined;
}

/**
 * The cancellation form: the item, a reason, comments and the refund. CANCEL stays disabled
 * until a reason is chosen and the comments hold 10 characters; pressing it early says what is
 * missing. It posts to the route's action, so it works before (or without) JavaScript too.
 */
export function CancellationForm({ line, refund, failure }: CancellationFormProps) {
  const [reason, setReason] = useState(failure?.values.reason ?? '');
  const [comments, setComments] = useState(failure?.values.comments ?? '');
  // Messages show once the shopper has tried to send, or has left the comments box.
  const [attempted, setAttempted] = useState(Boolean(failure && (failure.problems.reason ?? failure.problems.comments)));
  const [commentsLeft, setCommentsLeft] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const navigation = useNavigation();
  const locale = useLocale();
  // Sending, and then loading the page the action redirects to.
  const busy = navigation.state !== 'idle' && navigation.formData?.get('line') === String(line.CoOrderLineID);

  const ready = canSubmitCancellation(reason, comments);
  const problems = cancellationProblems({ reason, comments });
  const reasonErrors = attempted && problems.reason ? [orderMessageText(problems.reason, locale)] : [];
  const commentErrors = (attempted || commentsLeft) && problems.comments ? [orderMessageText(problems.comments, locale)] : [];

  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (ready && !busy) return;
    event.preventDefault();
    if (busy) return;
    setAttempted(true);
    // Take the shopper to the first thing missing.
    const first = problems.reason ? 'input[name="reason"]' : 'textarea[name="comments"]';
    form.current?.querySelector<HTMLElement>(first)?.focus();
  };

  return (
    <Form method="post" ref={form} onSubmit={submit} noValidate className="grid items-start gap-5 lg:grid-cols-[minmax(0,1fr)_19rem]">
      <input type="hidden" name="line" value={line.CoOrderLineID} />
      <XsrfField />
      <div className="flex flex-col gap-5">
        <div className="rounded-2xl border border-gray-200 bg-white p-4 shadow-sm md:p-5">
          <LineSummary line={line} />
        </div>
        <div className="flex flex-col gap-6 rounded-2xl border border-gray-200 bg-white p-4 shadow-sm md:p-5">
          <ReasonList reason={reason} errors={reasonErrors} onChange={setReason} />
          <FieldFrame
            id="cancel-comments"
            label={m.orders_additional_comments({}, { locale })}
            errors={commentErrors}
            hint={m.orders_comments_hint({ min: cancellationCommentMin, count: comments.trim().length, max: cancellationCommentMax }, { locale })}
            look={look}
          >
            <textarea
              id="cancel-comments"
              name="comments"
              rows={4}
              maxLength={cancellationCommentMax}
              value={comments}
              onChange={(event) => setComments(event.target.value)}
              onBlur={() => setCommentsLeft(true)}
              aria-invalid={commentErrors.length > 0 || undefined}
              aria-describedby={describedByOf('cancel-comments', commentErrors, 'hint')}
              placeholder={m.orders_comments_placeholder({}, { locale })}
              className={`${look.input} h-auto min-h-28 resize-y py-3 leading-relaxed`}
            />
          </FieldFrame>
        </div>
      </div>
      <div className="flex flex-col gap-4 lg:sticky lg:top-36">
        <RefundDetails line={line} refund={refund} />
        {failure?.formError && <FormAlert tone="error">{orderMessageText(failure.formError, locale)}</FormAlert>}
        <button
          type="submit"
          aria-disabled={!ready || busy}
          disabled={busy}
          className="flex h-12 w-full items-center justify-center gap-2 rounded-full bg-red-600 px-6 text-[15px] font-extrabold tracking-wide text-white shadow-md shadow-red-600/25 transition hover:bg-red-700 aria-disabled:cursor-not-allowed aria-disabled:bg-gray-300 aria-disabled:text-gray-600 aria-disabled:shadow-none"
        >
          {busy ? <LoaderCircle className="size-5 animate-spin" aria-hidden /> : <CircleX className="size-5" aria-hidden />}
          {busy ? m.orders_cancelling({}, { locale }) : m.orders_cancel_button({}, { locale })}
        </button>
        <Link to="/your-orders" className="text-center text-sm font-semibold text-gray-600 hover:text-primary">
          {m.orders_keep_item({}, { locale })}
        </Link>
      </div>
    </Form>
  );
}

function ReasonList({ reason, errors, onChange }: { reason: string; errors: string[]; onChange(reason: string): void }) {
  const locale = useLocale();
  return (
    <fieldset aria-describedby={errors.length > 0 ? 'cancel-reason-errors' : undefined}>
      <legend className="mb-3 text-base font-bold text-gray-900">{m.orders_reason_title({}, { locale })}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {cancellationReasons.map((option) => (
          <label
            key={option}
            className="flex cursor-pointer items-center gap-3 rounded-xl border border-gray-200 px-3.5 py-3 text-sm font-medium text-gray-800 transition hover:border-gray-300 has-checked:border-primary has-checked:bg-primary/5 has-checked:ring-1 has-checked:ring-primary has-focus-visible:ring-2 has-focus-visible:ring-primary/40"
          >
            <input
              type="radio"
              name="reason"
              value={option}
              checked={reason === option}
              onChange={() => onChange(option)}
              className="size-4 shrink-0 accent-[var(--theme-primary)]"
            />
            {reasonText(option, locale)}
          </label>
        ))}
      </div>
      <div aria-live="polite">
        {errors.map((error) => (
          <p key={error} id="cancel-reason-errors" className="mt-2 flex items-start gap-1.5 text-[13px] leading-snug text-red-600">
            <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden /> {error}
          </p>
        ))}
      </div>
    </fieldset>
  );
}

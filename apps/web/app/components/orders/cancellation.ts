import { cancellationCommentMin, isCancellationReason, messages } from '@haat/shared/rules';

/** What the shopper entered on the cancellation form. */
export interface CancellationValues {
  reason: string;
  comments: string;
}

export interface CancellationProblems {
  reason?: string;
  comments?: string;
}

/** The form's problems (accounts spec §5, §8): a reason from the list, at least 10 characters of comment after trimming. */
export function cancellationProblems({ reason, comments }: CancellationValues): CancellationProblems {
  const problems: CancellationProblems = {};
  if (!isCancellationReason(reason)) problems.reason = messages.cancellationReasonMissing;
  if (comments.trim().length < cancellationCommentMin) problems.comments = messages.cancellationCommentShortLong;
  return problems;
}

export function hasCancellationProblems(problems: CancellationProblems): boolean {
  return Boolean(problems.reason ?? problems.comments);
}

/** The cancel action's answer when nothing was cancelled: the problems, or the server's refusal. */
export interface CancellationFailure {
  values: CancellationValues;
  problems: CancellationProblems;
  formError: string | null;
}

/** When the server gives no reason of its own. */
export const cancellationFailed = 'The item could not be cancelled. Please try again.';

/** Reads the posted form. */
export function readCancellation(form: FormData): CancellationValues & { lineId: string } {
  const text = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' ? value : '';
  };
  return { lineId: text('line'), reason: text('reason'), comments: text('comments') };
}

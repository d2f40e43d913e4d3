import { z } from 'zod';
import { codCodeLength, codConfirmationMessages } from '../rules/cod-confirmation.ts';
import { okStatus } from './envelope.ts';
import { rowId, text } from './fields.ts';

/**
 * Ours (issue 18, decision 044): a cash-on-delivery order the store confirms by a code sent to the
 * shopper's mobile. Get_CodConfirmation says where it stands, Confirm_CodOrder takes the code,
 * Resend_CodCode sends a new one.
 */
export const codConfirmationRequest = z.object({ order_id: rowId('order_id must be an order number.') });

export const codConfirmationReply = z.object({
  status: okStatus,
  data: z.object({
    order_id: z.number().int(),
    /** 'awaiting_confirmation' while it waits; 'placed' (or later) once confirmed; 'cod_unconfirmed' once released. */
    order_status: z.string(),
    /** The mobile the code went to, masked: +91 ******3210. */
    mobile: z.string(),
    /** While it waits: when it is released if no code comes (ISO UTC). */
    confirm_by: z.string().nullable(),
    /** While it waits: when the latest code stops working. */
    code_expires_at: z.string().nullable(),
    /** Seconds before a new code may be asked for. */
    resend_after: z.number().int(),
  }),
});
export type CodConfirmation = z.output<typeof codConfirmationReply>['data'];

export const confirmCodOrderRequest = z.object({
  order_id: rowId('order_id must be an order number.'),
  code: text().trim().regex(new RegExp(`^[0-9]{${codCodeLength}}$`), codConfirmationMessages.codeIncomplete),
});
export type ConfirmCodOrderRequest = z.input<typeof confirmCodOrderRequest>;

export const confirmCodOrderReply = z.object({
  status: okStatus,
  message: z.string(),
  data: z.object({ order_id: z.number().int(), order_status: z.string() }),
});

export const resendCodCodeReply = z.object({
  status: okStatus,
  message: z.string(),
  data: z.object({ order_id: z.number().int(), mobile: z.string(), resend_after: z.number().int() }),
});

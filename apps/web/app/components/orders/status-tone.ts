/** Colour families of statuses: what a shopper should read at a glance. */
export type StatusTone = 'progress' | 'transit' | 'success' | 'settled' | 'waiting' | 'stopped' | 'neutral';

const tones: Record<string, StatusTone> = {
  placed: 'progress',
  confirmed: 'progress',
  packed: 'progress',
  shipped: 'transit',
  out_for_delivery: 'transit',
  delivered: 'success',
  paid: 'success',
  refunded: 'settled',
  pending_payment: 'waiting',
  awaiting_confirmation: 'waiting',
  refund_pending: 'waiting',
  cancelled: 'stopped',
  payment_expired: 'stopped',
  payment_failed: 'stopped',
  declined: 'stopped',
  rto: 'stopped',
  cod_unconfirmed: 'stopped',
};

export function statusTone(status: string): StatusTone {
  return tones[status] ?? 'neutral';
}

/** A badge's classes per tone (text, background, ring). */
export const badgeClasses: Record<StatusTone, string> = {
  progress: 'bg-indigo-50 text-indigo-800 ring-indigo-200',
  transit: 'bg-sky-50 text-sky-800 ring-sky-200',
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  settled: 'bg-violet-50 text-violet-800 ring-violet-200',
  waiting: 'bg-amber-50 text-amber-900 ring-amber-200',
  stopped: 'bg-red-50 text-red-700 ring-red-200',
  neutral: 'bg-gray-100 text-gray-700 ring-gray-200',
};

/** A timeline event dot's classes per tone. */
export const dotClasses: Record<StatusTone, string> = {
  progress: 'bg-indigo-600 text-white',
  transit: 'bg-sky-600 text-white',
  success: 'bg-emerald-600 text-white',
  settled: 'bg-violet-600 text-white',
  waiting: 'bg-amber-500 text-white',
  stopped: 'bg-red-600 text-white',
  neutral: 'bg-gray-500 text-white',
};

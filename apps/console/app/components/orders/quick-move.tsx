import { Link, useFetcher } from 'react-router';
import type { OrderMove } from '@haat/shared/rules';
import type { FormResult } from '../../lib/form-result.ts';
import { moveLabel, quickMoves } from '../../lib/orders.ts';
import { Button, buttonClass } from '../button.tsx';
import { XsrfField } from '../form-field.tsx';
import { Notice } from '../notice.tsx';

/** The list's one fetcher for one-tap steps. */
export const quickMoveKey = 'orders-quick-move';

/** What the last one-tap step did, above the list: the row itself may have moved to another tab. */
export function QuickMoveDone() {
  const fetcher = useFetcher<FormResult & { orderId?: number }>({ key: quickMoveKey });
  const data = fetcher.state === 'idle' ? fetcher.data : undefined;
  if (!data?.ok || !data.message) return null;
  return <div className="mb-3"><Notice tone="success">Order #{data.orderId}: {data.message}</Notice></div>;
}

/**
 * The one-tap next step of an order in the list (accept, mark packed, out for delivery,
 * delivered); a step that needs details (ship: courier and AWB) links to the order instead.
 */
export function QuickMove({ orderId, moves, className = '' }: { orderId: number; moves: readonly OrderMove[]; className?: string }) {
  const fetcher = useFetcher<FormResult & { orderId?: number }>({ key: quickMoveKey });
  const move = moves.find((m) => quickMoves.includes(m));
  if (!move) return null;
  // One fetcher serves every row (the list's notice reads it after the row has left its tab): this row's part of it.
  const busy = fetcher.state !== 'idle' && fetcher.formData?.get('order_id') === String(orderId);
  const refused = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok && fetcher.data.orderId === orderId ? fetcher.data.message : null;
  return (
    <fetcher.Form method="post" className={className}>
      <XsrfField />
      <input type="hidden" name="intent" value="move" />
      <input type="hidden" name="order_id" value={orderId} />
      <input type="hidden" name="status" value={move} />
      <Button type="submit" look={move === 'accepted' ? 'primary' : 'secondary'} disabled={busy} className="w-full whitespace-nowrap" aria-label={`${moveLabel(move)} order ${orderId}`}>
        {busy ? 'Saving…' : moveLabel(move)}
      </Button>
      {refused && <p role="alert" className="mt-1 max-w-[16rem] text-xs text-red-700">{refused}</p>}
    </fetcher.Form>
  );
}

/** An order's next step in a list: Ship opens the order (courier and AWB to fill in); the rest are one tap. */
export function NextStep({ orderId, moves, className = '' }: { orderId: number; moves: readonly OrderMove[]; className?: string }) {
  if (moves.includes('shipped')) {
    return <div className={className}><Link to={`/orders/${orderId}#ship`} className={buttonClass('primary', 'w-full whitespace-nowrap')}>Ship</Link></div>;
  }
  return <QuickMove orderId={orderId} moves={moves} className={className} />;
}

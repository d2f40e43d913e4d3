import { Fragment, type ReactNode } from 'react';

/**
 * A message with marked-up parts (a bold order number, say) in its own word order: the message is
 * written with a marker in place of each part, then split at the markers. Hindi puts the parts
 * elsewhere in the sentence than English, so the sentence cannot be cut into fixed pieces.
 *
 *   withParts((p) => m.order_confirmed_paid({ order: p.order, total: p.total }, { locale }),
 *     { order: <strong>#{id}</strong>, total: <strong>{formatRupees(total)}</strong> })
 */
export function withParts<K extends string>(message: (marks: Record<K, string>) => string, parts: Record<K, ReactNode>): ReactNode {
  const marks = Object.fromEntries(Object.keys(parts).map((name) => [name, `\u0001${name}\u0001`])) as Record<K, string>;
  const pieces = message(marks).split('\u0001');
  // Even pieces are text, odd ones the names of parts.
  return pieces.map((piece, i) => <Fragment key={i}>{i % 2 === 0 ? piece : parts[piece as K]}</Fragment>);
}

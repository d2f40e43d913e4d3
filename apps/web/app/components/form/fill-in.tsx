import { Fragment, type ReactNode } from 'react';

/**
 * A message with elements inside it (a bold address, a link): pass `slot(0)`, `slot(1)`… as the
 * message's variables, then `fillIn` puts the elements where the slots landed. The words around
 * them stay in the message, so each language orders them its own way.
 */
export function slot(index: number): string {
  return `\uE000${index}\uE000`;
}

export function fillIn(text: string, nodes: readonly ReactNode[]): ReactNode {
  const parts = text.split(/\uE000(\d+)\uE000/);
  return <>{parts.map((part, i) => (i % 2 === 0 ? part : <Fragment key={i}>{nodes[Number(part)]}</Fragment>))}</>;
}

import { Fragment, type ReactNode } from 'react';

/** What a tag of a policy message becomes: an element around its words, or one without (`<reach/>`). */
export type RichTags = Record<string, ((words: string) => ReactNode) | ReactNode>;

const bold = (words: string) => <strong>{words}</strong>;

/**
 * A policy message with its own light markup, so a paragraph is one message whose words each
 * language orders its own way (decision 045): `<b>…</b>` is bold, `<orders>…</orders>` wraps
 * its words in what `tags.orders` makes of them (a link), `<reach/>` is `tags.reach` itself.
 * A tag `tags` does not name is left as text, so a store name with angle brackets shows as written.
 *
 * ```tsx
 * rich(m.policy_faq_order_body({}, { locale }), { orders: (words) => <Link to="/your-orders">{words}</Link> })
 * ```
 */
export function rich(text: string, tags: RichTags = {}): ReactNode {
  const all: RichTags = { b: bold, ...tags };
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/<([a-z]+)\/>|<([a-z]+)>([\s\S]*?)<\/\2>/g)) {
    const name = match[1] ?? match[2]!;
    const tag = all[name];
    if (tag === undefined) continue;
    parts.push(text.slice(last, match.index));
    parts.push(<Fragment key={match.index}>{typeof tag === 'function' ? tag(match[3] ?? '') : tag}</Fragment>);
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}

/**
 * A product card's place before its product arrives, as tall as the card, so nothing moves when
 * it is filled. One element: its picture box and its body (with the lines of category, name,
 * price and Add) are drawn by its stylesheet (product-card.css). Home writes 36 of these below
 * its first screen, where each box and line an element of its own was a third of home's markup.
 */
export function CardGhost({ as: Tag = 'div', className }: { as?: 'div' | 'li'; className?: string }) {
  return <Tag aria-hidden className={className ? `pc pc-ghost ${className}` : 'pc pc-ghost'} />;
}

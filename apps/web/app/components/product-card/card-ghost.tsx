/**
 * A product card's place before its product arrives: the card's picture and body at the card's
 * own heights, so nothing moves when it is filled. The body's lines (category, name, price, Add)
 * are drawn by its stylesheet (product-card.css), not written as elements: home writes some 40
 * of these below its first screen, and each line an element was a third of home's markup.
 */
export function CardGhost({ className }: { className?: string }) {
  return (
    <div aria-hidden className={className ? `pc pc-ghost ${className}` : 'pc pc-ghost'}>
      <div className="pc-pic" />
      <div className="pc-body" />
    </div>
  );
}

/**
 * A product card's place before its product arrives: the card's own boxes (picture, category
 * line, two name lines, price, button) at the card's heights, so nothing moves when it is filled.
 */
export function CardGhost({ className }: { className?: string }) {
  return (
    <div aria-hidden className={className ? `pc pc-ghost ${className}` : 'pc pc-ghost'}>
      <div className="pc-pic" />
      <div className="pc-body">
        <span className="pc-bar h-4 w-2/5" />
        <span className="pc-name pc-bar" />
        <p className="pc-price"><span className="pc-bar h-6 w-1/2" /></p>
        <span className="pc-bar mt-1.5 h-9" />
      </div>
    </div>
  );
}

import { formatRupees, percentOff, redeemPoints, showsPercentOff } from '@haat/shared/rules';
import { BadgePercent, Banknote, GraduationCap } from '../icons.tsx';

interface PriceBlockProps {
  originalPrice: number;
  discountPrice: number;
  /** The side panel shows a compact version without the notes. */
  compact?: boolean;
}

/** Discount price, struck-through original, percent-off tag, COD note and student redeem points. */
export function PriceBlock({ originalPrice, discountPrice, compact = false }: PriceBlockProps) {
  const off = percentOff(originalPrice, discountPrice);
  const points = redeemPoints(discountPrice);
  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className={`${compact ? 'text-2xl' : 'text-3xl'} font-extrabold tracking-tight text-gray-900`} data-testid="discount-price">
          <span className="sr-only">Price </span>
          {formatRupees(discountPrice)}
        </span>
        {originalPrice > discountPrice && (
          <span className="text-sm text-gray-500">
            M.R.P. <s data-testid="original-price"><span className="sr-only">original price </span>{formatRupees(originalPrice)}</s>
          </span>
        )}
        {showsPercentOff(off) && (
          <span className="rounded-md bg-secondary/15 px-2 py-0.5 text-sm font-bold text-secondary" data-testid="percent-off">
            {off}% OFF
          </span>
        )}
      </p>
      {!compact && <p className="text-xs text-gray-500">Inclusive of all taxes</p>}
      {!compact && (
        <ul className="flex flex-col gap-1.5 text-sm text-gray-700">
          <li className="flex items-center gap-2">
            <Banknote className="size-4 text-secondary" aria-hidden />
            Cash On Delivery available
          </li>
          {points > 0 && (
            <li className="flex items-center gap-2" data-testid="redeem-points">
              <GraduationCap className="size-4 text-accent" aria-hidden />
              <span>Students get <strong>{points.toLocaleString('en-IN')}</strong> redeem points</span>
            </li>
          )}
          {showsPercentOff(off) && (
            <li className="flex items-center gap-2">
              <BadgePercent className="size-4 text-primary" aria-hidden />
              You save {formatRupees(originalPrice - discountPrice)}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

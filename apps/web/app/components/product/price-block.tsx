import { formatRupees, percentOff, redeemPoints, showsPercentOff } from '@haat/shared/rules';
import { BadgePercent, Banknote, GraduationCap } from '../icons.tsx';
import * as card from '../../i18n/m/product-card.ts';
import * as m from '../../i18n/m/product.ts';
import { useLocale } from '../../i18n/use-locale.ts';

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
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-2">
      <p className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <span className={`${compact ? 'text-2xl' : 'text-3xl'} font-extrabold tracking-tight text-gray-900`} data-testid="discount-price">
          <span className="sr-only">{m.product_price({}, { locale })} </span>
          {formatRupees(discountPrice)}
        </span>
        {originalPrice > discountPrice && (
          <span className="text-sm text-gray-500">
            {m.product_mrp({}, { locale })} <s data-testid="original-price"><span className="sr-only">{m.product_original_price({}, { locale })}</span>{formatRupees(originalPrice)}</s>
          </span>
        )}
        {showsPercentOff(off) && (
          <span className="rounded-md bg-secondary/15 px-2 py-0.5 text-sm font-bold text-secondary" data-testid="percent-off">
            {card.card_percent_off({ off }, { locale })}
          </span>
        )}
      </p>
      {!compact && <p className="text-xs text-gray-500">{m.product_inclusive_taxes({}, { locale })}</p>}
      {!compact && (
        <ul className="flex flex-col gap-1.5 text-sm text-gray-700">
          <li className="flex items-center gap-2">
            <Banknote className="size-4 text-secondary" aria-hidden />
            {m.product_cod_available({}, { locale })}
          </li>
          {points > 0 && (
            <li className="flex items-center gap-2" data-testid="redeem-points">
              <GraduationCap className="size-4 text-accent" aria-hidden />
              <span>{m.product_students_get({}, { locale })} <strong>{points.toLocaleString('en-IN')}</strong> {m.product_redeem_points({}, { locale })}</span>
            </li>
          )}
          {showsPercentOff(off) && (
            <li className="flex items-center gap-2">
              <BadgePercent className="size-4 text-primary" aria-hidden />
              {m.product_you_save({ amount: formatRupees(originalPrice - discountPrice) }, { locale })}
            </li>
          )}
        </ul>
      )}
    </div>
  );
}

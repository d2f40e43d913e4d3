import { imageUrl } from '@haat/shared/api';
import { formatRupees, percentOff, showsPercentOff, type RecentlyViewedEntry } from '@haat/shared/rules';
import { ImageWithFallback } from '../image-with-fallback.tsx';
import * as card from '../../i18n/m/product-card.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { PlainLink } from '../follow-links.tsx';

/**
 * A compact product tile for the recently viewed strip: picture, name and prices. The link is
 * `relative` so the absolutely placed sr-only text stays inside the scrolling list; otherwise it
 * escapes the list's clipping and widens the whole page on phones.
 */
export function RecentlyViewedCard({ entry }: { entry: RecentlyViewedEntry }) {
  const off = percentOff(entry.originalPrice, entry.discountPrice);
  const locale = useLocale();
  return (
    <PlainLink
      href={`/product/${entry.ASIN}`}
      className="group relative flex h-full flex-col overflow-hidden rounded-xl bg-white ring-1 ring-gray-200/80 transition hover:shadow-lg"
    >
      <span className="relative block aspect-square overflow-hidden bg-gray-50">
        <ImageWithFallback
          src={imageUrl(entry.image, '300x300')}
          alt=""
          width={300}
          height={300}
          className="size-full object-cover transition duration-500 group-hover:scale-105"
        />
        {showsPercentOff(off) && (
          <span className="absolute top-2 left-2 rounded bg-secondary px-1.5 py-0.5 text-[10px] font-bold text-white">{card.card_percent_off({ off }, { locale })}</span>
        )}
      </span>
      <span className="flex flex-1 flex-col gap-1 p-2.5">
        <span className="line-clamp-2 min-h-[2lh] text-xs leading-snug font-medium text-gray-800 group-hover:text-primary md:text-sm" data-testid="recently-viewed-name">
          {entry.name}
        </span>
        <span className="mt-auto flex flex-wrap items-baseline gap-x-1.5">
          <span className="text-sm font-extrabold text-gray-900">{formatRupees(entry.discountPrice)}</span>
          {entry.originalPrice > entry.discountPrice && (
            <s className="text-[11px] text-gray-500">
              <span className="sr-only">{card.card_original_price({}, { locale })}</span>
              {formatRupees(entry.originalPrice)}
            </s>
          )}
        </span>
      </span>
    </PlainLink>
  );
}

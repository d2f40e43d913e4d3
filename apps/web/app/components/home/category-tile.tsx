import type { Category } from '@haat/shared/api';
import { imageUrl } from '@haat/shared/api';
import { ArrowRight } from '../icons.tsx';
import { categoryHref } from '../category-links.ts';
import { ImageWithFallback } from '../image-with-fallback.tsx';
import { SmartLink } from '../smart-link.tsx';
import * as m from '../../i18n/m/home.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** A desktop carousel tile: square picture, name, and "View Products" revealed on hover or focus. */
export function CategoryTile({ category }: { category: Category }) {
  const locale = useLocale();
  return (
    <SmartLink href={categoryHref(category)} className="group/tile flex flex-col gap-3 rounded-2xl text-center">
      <span className="relative block aspect-square overflow-hidden rounded-2xl bg-gray-100 shadow-sm ring-1 ring-black/5 transition duration-300 group-hover/tile:shadow-lg">
        <ImageWithFallback
          src={imageUrl(category.image, '300x300')}
          alt=""
          width={300}
          height={300}
          className="size-full object-cover transition duration-500 group-hover/tile:scale-105"
        />
        <span aria-hidden className="invisible absolute inset-0 flex items-center justify-center bg-black/35 opacity-0 transition-all duration-300 group-hover/tile:visible group-hover/tile:opacity-100 group-focus-visible/tile:visible group-focus-visible/tile:opacity-100">
          <span className="flex translate-y-2 items-center gap-1.5 rounded-full bg-white px-4 py-2 text-sm font-bold text-gray-900 shadow-lg transition duration-300 group-hover/tile:translate-y-0">
            {m.home_view_products({}, { locale })} <ArrowRight className="size-4" />
          </span>
        </span>
      </span>
      <span className="truncate text-sm font-semibold text-gray-800 group-hover/tile:text-primary lg:text-base">{category.name}</span>
    </SmartLink>
  );
}

/** A phone grid tile: round picture with the name beneath. */
export function CategoryBubble({ category }: { category: Category }) {
  return (
    <SmartLink href={categoryHref(category)} className="group flex flex-col items-center gap-1.5 rounded-xl text-center">
      <span className="block aspect-square w-full overflow-hidden rounded-full bg-gradient-to-br from-primary/15 to-accent/15 p-0.5 ring-1 ring-gray-200 transition group-active:scale-95">
        <ImageWithFallback
          src={imageUrl(category.image, '300x300')}
          alt=""
          width={300}
          height={300}
          className="size-full rounded-full object-cover"
        />
      </span>
      <span className="line-clamp-2 text-[11px] leading-tight font-semibold text-gray-800">{category.name}</span>
    </SmartLink>
  );
}

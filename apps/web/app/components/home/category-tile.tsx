import type { Category } from '@haat/shared/api';
import { imageUrl } from '@haat/shared/api';
import { categoryHref } from '../category-links.ts';
import { PlainLink } from '../follow-links.tsx';
import { ImageWithFallback } from '../image-with-fallback.tsx';

/**
 * A category of "Explore Our Categories": its picture and name, a round bubble on phones and a
 * square carousel tile from 768 px (category-tile.css). `viewLabel` is "View Products" in the
 * shop's language, which the tile shows on hover or keyboard focus. A plain link
 * (follow-links.tsx).
 */
export function CategoryTile({ category, viewLabel }: { category: Category; viewLabel: string }) {
  return (
    <PlainLink href={categoryHref(category)} className="ct">
      <span className="ct-pic" data-view={viewLabel}>
        <ImageWithFallback src={imageUrl(category.image, '300x300')} alt="" width={300} height={300} className="size-full object-cover" />
      </span>
      <span className="ct-name">{category.name}</span>
    </PlainLink>
  );
}

import type { Category } from '@haat/shared/api';
import { imageUrl } from '@haat/shared/api';
import { categoryHref } from './category-links.ts';
import { ImageWithFallback } from './image-with-fallback.tsx';
import { SmartLink } from './smart-link.tsx';

/** Spec §9: phones show the first 8 categories, in 4 columns. */
const PHONE_COUNT = 8;

/** "Explore Our Categories": round category tiles linking to each category (or its override link). */
export function CategoryTileGrid({ categories }: { categories: Category[] }) {
  if (categories.length === 0) return null;
  return (
    <section id="categories" aria-labelledby="explore-categories" className="scroll-mt-40">
      <h2 id="explore-categories" className="mb-5 text-xl font-extrabold tracking-tight text-gray-900 md:text-2xl">
        Explore Our Categories
      </h2>
      <ul className="grid grid-cols-4 gap-x-3 gap-y-5 md:grid-cols-5 md:gap-6 lg:grid-cols-6">
        {categories.map((category, index) => (
          <li key={category.id} className={index >= PHONE_COUNT ? 'max-md:hidden' : ''}>
            <SmartLink href={categoryHref(category)} className="group flex flex-col items-center gap-2 rounded-xl text-center">
              <span className="block aspect-square w-full overflow-hidden rounded-full bg-gradient-to-br from-primary/10 to-accent/10 p-1 ring-1 ring-gray-100 transition group-hover:ring-2 group-hover:ring-primary md:rounded-2xl md:p-0">
                <ImageWithFallback
                  src={imageUrl(category.image, '300x300')}
                  alt={category.name}
                  width={300}
                  height={300}
                  className="size-full rounded-full object-cover transition duration-300 group-hover:scale-105 md:rounded-2xl"
                />
              </span>
              <span className="line-clamp-2 text-xs font-semibold text-gray-800 group-hover:text-primary md:text-sm">{category.name}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}

import type { Category } from '@haat/shared/api';
import { TriangleAlert } from '../icons.tsx';
import { CategoryCarousel } from './category-carousel.tsx';
import { sectionHeadingClass } from './section-heading.ts';
import * as m from '../../i18n/m/home.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** Spec §9: "Mobile home categories: first 8". */
const PHONE_COUNT = 8;

interface CategoryShowcaseProps {
  categories: Category[];
  failed: boolean;
}

/** "Explore Our Categories": a grid of the first 8 in 4 columns on phones, a sliding carousel from 768 px. */
export function CategoryShowcase({ categories, failed }: CategoryShowcaseProps) {
  const locale = useLocale();
  return (
    <section id="categories" aria-labelledby="explore-categories" className="relative scroll-mt-40">
      <h2 id="explore-categories" className={`mb-4 md:mb-6 md:h-9 ${sectionHeadingClass}`}>
        {m.home_explore_categories({}, { locale })}
      </h2>
      {failed ? (
        <p role="alert" className="flex items-center gap-2 rounded-xl bg-red-50 px-4 py-3 text-sm text-red-700">
          <TriangleAlert className="size-4 shrink-0" aria-hidden />
          Failed to load categories. Please try again later.
        </p>
      ) : categories.length === 0 ? (
        <CategorySkeleton />
      ) : (
        <CategoryCarousel categories={categories} />
      )}
    </section>
  );
}

/** Placeholder tiles while the categories are not there yet. */
function CategorySkeleton() {
  const locale = useLocale();
  return (
    <div aria-busy="true" aria-label={m.home_loading_categories({}, { locale })} role="status">
      <ul className="grid grid-cols-4 gap-x-3 gap-y-4 md:hidden">
        {Array.from({ length: PHONE_COUNT }, (_, i) => (
          <li key={i} className="flex flex-col items-center gap-1.5">
            <span className="block aspect-square w-full rounded-full bg-gray-200 motion-safe:animate-pulse" />
            <span className="h-2.5 w-3/4 rounded bg-gray-200 motion-safe:animate-pulse" />
          </li>
        ))}
      </ul>
      <ul className="flex gap-4 max-md:hidden xl:gap-6">
        {Array.from({ length: 5 }, (_, i) => (
          <li key={i} className={`flex flex-1 flex-col gap-3 ${i >= 3 ? 'max-lg:hidden' : ''}`}>
            <span className="block aspect-square rounded-2xl bg-gray-200 motion-safe:animate-pulse" />
            <span className="mx-auto h-3.5 w-1/2 rounded bg-gray-200 motion-safe:animate-pulse" />
          </li>
        ))}
      </ul>
    </div>
  );
}

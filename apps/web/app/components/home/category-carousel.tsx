import type { Category } from '@haat/shared/api';
import type { EmblaOptionsType } from 'embla-carousel';
import { ChevronLeft, ChevronRight, Pause, Play } from '../icons.tsx';
import { CarouselButton } from './carousel-button.tsx';
import { CategoryTile } from './category-tile.tsx';
import { useAutoplay } from './use-autoplay.ts';
import { useLazyEmbla } from './use-lazy-embla.ts';
import * as m from '../../i18n/m/home.ts';
import * as shellText from '../../i18n/m/shell.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** Spec §9: "autoplay every 3000 ms, infinite". */
const AUTOPLAY_MS = 3000;

/** Below 768 px the list is a grid and Embla leaves it alone; the media query is Tailwind's md. */
const carouselOptions: EmblaOptionsType = {
  active: false,
  loop: true,
  align: 'start',
  duration: 30,
  breakpoints: { '(min-width: 48rem)': { active: true } },
};

/**
 * The categories as one list: on phones a grid of the first 8 (spec §9: "Mobile home categories:
 * first 8"), from 768 px a sliding carousel of all (5 per view, 3 below 1024 px). CSS picks the
 * layout (category-tile.css), so the first paint is right on any screen and each category is
 * written once; the carousel's buttons show from 768 px.
 */
export function CategoryCarousel({ categories }: { categories: Category[] }) {
  const locale = useLocale();
  const [viewportRef, api] = useLazyEmbla(carouselOptions);
  const autoplay = useAutoplay(api, AUTOPLAY_MS);
  const viewLabel = m.home_view_products({}, { locale });

  return (
    <div aria-roledescription="carousel" aria-label={shellText.shell_categories({}, { locale })} role="region" {...autoplay.holdProps}>
      <div className="absolute top-0 right-0 flex gap-2 max-md:hidden">
        <CarouselButton label={autoplay.playing ? m.home_pause_categories({}, { locale }) : m.home_play_categories({}, { locale })} onClick={autoplay.toggle} className="size-9">
          {autoplay.playing ? <Pause className="size-3.5 fill-current" aria-hidden /> : <Play className="size-3.5 fill-current" aria-hidden />}
        </CarouselButton>
        <CarouselButton label={m.home_previous_categories({}, { locale })} onClick={() => api?.scrollPrev()} className="size-9">
          <ChevronLeft className="size-5" aria-hidden />
        </CarouselButton>
        <CarouselButton label={m.home_next_categories({}, { locale })} onClick={() => api?.scrollNext()} className="size-9">
          <ChevronRight className="size-5" aria-hidden />
        </CarouselButton>
      </div>
      <div ref={viewportRef} className="md:-mx-2 md:overflow-hidden md:py-1">
        <ul className="ct-list" data-testid="category-list">
          {categories.map((category) => (
            <li key={category.id}>
              <CategoryTile category={category} viewLabel={viewLabel} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

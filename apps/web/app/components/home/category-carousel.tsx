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

const carouselOptions: EmblaOptionsType = {
  loop: true,
  align: 'start',
  duration: 30,
  breakpoints: { '(max-width: 479px)': { align: 'center' } },
};

/**
 * The desktop categories carousel. Slides per view come from CSS widths (spec §9: 5, 3 below
 * 1024 px, 2 below 768 px, centred below 480 px), so the server's HTML is already laid out.
 */
export function CategoryCarousel({ categories }: { categories: Category[] }) {
  const locale = useLocale();
  const [viewportRef, api] = useLazyEmbla(carouselOptions);
  const autoplay = useAutoplay(api, AUTOPLAY_MS);

  return (
    <div aria-roledescription="carousel" aria-label={shellText.shell_categories({}, { locale })} role="region" {...autoplay.holdProps}>
      <div className="absolute top-0 right-0 flex gap-2">
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
      <div ref={viewportRef} className="-mx-2 overflow-hidden py-1">
        <div className="flex touch-pan-y">
          {categories.map((category, index) => (
            <div
              key={category.id}
              role="group"
              aria-roledescription="slide"
              aria-label={m.home_slide_of({ index: index + 1, count: categories.length }, { locale })}
              className="min-w-0 shrink-0 grow-0 basis-1/2 px-2 md:basis-1/3 lg:basis-1/5 xl:px-3"
            >
              <CategoryTile category={category} />
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

import type { Banner } from '@haat/shared/api';
import type { EmblaOptionsType } from 'embla-carousel';
import { ChevronLeft, ChevronRight, Pause, Play } from '../icons.tsx';
import { PlainLink } from '../follow-links.tsx';
import { bannerAlt } from './banner-cache.ts';
import { BannerPicture } from './banner-picture.tsx';
import { CarouselButton } from './carousel-button.tsx';
import { DefaultBanner } from './default-banner.tsx';
import { useAutoplay } from './use-autoplay.ts';
import { useCarouselSelection } from './use-carousel-selection.ts';
import { useLazyEmbla } from './use-lazy-embla.ts';
import * as m from '../../i18n/m/home.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** Spec §9: "Banner autoplay 3.5 s, transition 1 s". */
const AUTOPLAY_MS = 3500;
/**
 * Embla's duration is not in milliseconds but the stiffness of its 60 fps spring; 35 moves 90 %
 * of the way in about 0.55 s and comes to rest at about 1.05 s, which reads as a 1 s transition.
 */
const EMBLA_DURATION = 35;
const carouselOptions: EmblaOptionsType = { loop: true, duration: EMBLA_DURATION };
/** One banner: nothing to scroll. */
const stillOptions: EmblaOptionsType = { ...carouselOptions, active: false };
/** Desktop previous/next: over the banner's sides, shown on hover or keyboard focus. */
const SIDE_BUTTON = 'md:absolute md:top-1/2 md:size-11 md:-translate-y-1/2 md:opacity-0 md:group-hover/banner:opacity-100 md:focus-visible:opacity-100';

/** The home banner carousel: autoplay, previous, next, pause/play and dots (spec "Home banner carousel"). */
export function BannerCarousel({ banners, storeName }: { banners: Banner[]; storeName: string }) {
  const locale = useLocale();
  const many = banners.length > 1;
  const [viewportRef, api] = useLazyEmbla(many ? carouselOptions : stillOptions);
  const { selected } = useCarouselSelection(api);
  const autoplay = useAutoplay(many ? api : undefined, AUTOPLAY_MS);

  if (banners.length === 0) {
    return (
      <div className="overflow-hidden rounded-xl shadow-sm md:rounded-2xl">
        <DefaultBanner storeName={storeName} />
      </div>
    );
  }

  return (
    <section aria-roledescription="carousel" aria-label={m.home_offers({}, { locale })} className="group/banner relative" {...autoplay.holdProps}>
      <div ref={viewportRef} className="overflow-hidden rounded-xl shadow-sm md:rounded-2xl">
        {/* Announce slide changes only while the shopper is in control, not on every autoplay tick. */}
        <div className="flex touch-pan-y" aria-live={autoplay.playing ? 'off' : 'polite'}>
          {banners.map((banner, index) => (
            <div
              key={`${banner.image}-${index}`}
              role="group"
              aria-roledescription="slide"
              aria-label={m.home_slide_of({ index: index + 1, count: banners.length }, { locale })}
              data-selected={index === selected ? '' : undefined}
              // On a phone a 4 : 3 phone picture stands taller than a 16 : 5 wide one: a shorter
              // slide sits in the middle of the carousel's height rather than at its top.
              className="flex min-w-0 shrink-0 grow-0 basis-full flex-col justify-center bg-gray-100"
            >
              <BannerSlide banner={banner} storeName={storeName} first={index === 0} />
            </div>
          ))}
        </div>
      </div>
      {many && (
        // Phones get the controls in a row under the banner, where they cover none of it; from
        // 768 px the row dissolves (display: contents) and each control sits over the banner.
        <div className="mt-2 flex items-center justify-between md:contents">
          <div className="flex items-center rounded-full md:absolute md:bottom-3 md:left-1/2 md:-translate-x-1/2 md:bg-black/25 md:px-1.5 md:backdrop-blur-sm">
            {banners.map((banner, index) => (
              <button
                key={`${banner.image}-${index}`}
                type="button"
                aria-label={m.home_go_to_banner({ index: index + 1 }, { locale })}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => api?.scrollTo(index)}
                // The dot is small; the button round it is a 24 px target (WCAG 2.5.8).
                className="group/dot flex h-6 min-w-6 items-center justify-center px-0.5"
              >
                <span className={`block h-1.5 rounded-full transition-all duration-300 md:h-2 ${index === selected ? 'w-5 bg-primary md:w-6 md:bg-white' : 'w-1.5 bg-gray-300 group-hover/dot:bg-gray-400 md:w-2 md:bg-white/60 md:group-hover/dot:bg-white'}`} />
              </button>
            ))}
          </div>
          <div className="flex items-center gap-2 md:contents">
            <CarouselButton label={m.home_previous_banner({}, { locale })} onClick={() => api?.scrollPrev()} className={`size-8 ${SIDE_BUTTON} md:left-4`}>
              <ChevronLeft className="size-5 md:size-6" aria-hidden />
            </CarouselButton>
            <CarouselButton label={autoplay.playing ? m.home_pause_banners({}, { locale }) : m.home_play_banners({}, { locale })} onClick={autoplay.toggle} className="size-8 md:absolute md:right-4 md:bottom-4">
              {autoplay.playing ? <Pause className="size-3.5 fill-current" aria-hidden /> : <Play className="size-3.5 fill-current" aria-hidden />}
            </CarouselButton>
            <CarouselButton label={m.home_next_banner({}, { locale })} onClick={() => api?.scrollNext()} className={`size-8 ${SIDE_BUTTON} md:right-4`}>
              <ChevronRight className="size-5 md:size-6" aria-hidden />
            </CarouselButton>
          </div>
        </div>
      )}
    </section>
  );
}

function BannerSlide({ banner, storeName, first }: { banner: Banner; storeName: string; first: boolean }) {
  const picture = <BannerPicture banner={banner} alt={bannerAlt(banner.image, storeName)} first={first} fallback={<DefaultBanner storeName={storeName} />} />;
  const href = banner.url.trim();
  return href ? <PlainLink href={href} className="block">{picture}</PlainLink> : picture;
}

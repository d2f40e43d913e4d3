import type { EmblaCarouselType } from 'embla-carousel';

/** Embla's API object. */
export type EmblaApi = EmblaCarouselType;

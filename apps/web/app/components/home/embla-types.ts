import type { UseEmblaCarouselType } from 'embla-carousel-react';

/** Embla's API object, taken from the React wrapper (the core package is not a direct dependency). */
export type EmblaApi = NonNullable<UseEmblaCarouselType[1]>;

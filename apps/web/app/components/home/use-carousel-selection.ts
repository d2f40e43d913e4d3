import type { EmblaApi } from './embla-types.ts';
import { useEffect, useState } from 'react';

/** The selected snap and the number of snaps of an Embla carousel, kept in React state. */
export function useCarouselSelection(api: EmblaApi | undefined): { selected: number; count: number } {
  const [selected, setSelected] = useState(0);
  const [count, setCount] = useState(0);

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSelected(api.selectedScrollSnap());
      setCount(api.scrollSnapList().length);
    };
    // Embla exists only after hydration, so its first state is read here rather than during render.
    update();
    api.on('select', update).on('reInit', update);
    return () => {
      api.off('select', update).off('reInit', update);
    };
  }, [api]);

  return { selected, count };
}

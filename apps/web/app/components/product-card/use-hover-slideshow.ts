import { useCallback, useEffect, useState } from 'react';

/** The spec's card slideshow: 1 s per image, at most 5 images (and so at most 5 dots). */
export const slideIntervalMs = 1000;
export const maxSlides = 5;

/**
 * Cycles through `count` images while `active` (hovered or focused), back to the first when it ends.
 * Runs only in the browser after a pointer event, so the server HTML always shows the main image.
 */
export function useHoverSlideshow(count: number) {
  const [active, setActive] = useState(false);
  const [index, setIndex] = useState(0);
  const slides = Math.min(count, maxSlides);

  useEffect(() => {
    if (!active || slides < 2) return;
    const timer = window.setInterval(() => setIndex((i) => (i + 1) % slides), slideIntervalMs);
    return () => window.clearInterval(timer);
  }, [active, slides]);

  const start = useCallback(() => setActive(true), []);
  const stop = useCallback(() => {
    setActive(false);
    setIndex(0);
  }, []);

  return { active, index: Math.min(index, Math.max(slides - 1, 0)), slides, start, stop };
}

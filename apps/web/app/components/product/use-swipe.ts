import { useRef, useState, type PointerEvent } from 'react';

/** Pixels a finger must travel sideways before a swipe changes the slide. */
const swipeThreshold = 48;

/**
 * Touch swipes on a slide track: the track follows the finger (`offset`), and on release a long
 * enough swipe calls `onSwipe(-1 | 1)`. Mouse input is left alone (it zooms on desktop). The
 * track needs `touch-action: pan-y` so vertical scrolling stays with the browser.
 */
export function useSwipe(onSwipe: (direction: -1 | 1) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const [offset, setOffset] = useState(0);

  function end(event: PointerEvent<HTMLElement>) {
    const from = start.current;
    start.current = null;
    setOffset(0);
    if (!from || from.id !== event.pointerId) return;
    const dx = event.clientX - from.x;
    if (Math.abs(dx) >= swipeThreshold && Math.abs(dx) > Math.abs(event.clientY - from.y)) onSwipe(dx < 0 ? 1 : -1);
  }

  return {
    offset,
    dragging: offset !== 0,
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        if (event.pointerType === 'mouse') return;
        start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const from = start.current;
        if (from && from.id === event.pointerId) setOffset(event.clientX - from.x);
      },
      onPointerUp: end,
      onPointerCancel() {
        start.current = null;
        setOffset(0);
      },
    },
  };
}

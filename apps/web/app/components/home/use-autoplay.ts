import type { EmblaApi } from './embla-types.ts';
import { useEffect, useState, type FocusEvent } from 'react';

/** Handlers for the carousel's root: hovering or focusing inside holds the autoplay. */
export interface AutoplayHoldProps {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

export interface Autoplay {
  /** The shopper's choice (the pause/play button); hover, focus or a hidden tab hold it only for a while. */
  playing: boolean;
  toggle: () => void;
  holdProps: AutoplayHoldProps;
}

/**
 * Advances an Embla carousel every `delay` ms. The autoplay plugin is not a dependency, and this
 * is all the home carousels need. The wait restarts whenever a slide is selected, so a slide the
 * shopper moved to stays a full `delay`. Shoppers who ask for reduced motion start paused and may
 * press play.
 */
export function useAutoplay(api: EmblaApi | undefined, delay: number): Autoplay {
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [tabHidden, setTabHidden] = useState(false);

  useEffect(() => {
    // matchMedia and document exist only in the browser, after hydration.
    // oxlint-disable-next-line react/set-state-in-effect
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPlaying(false);
    const onVisibility = () => setTabHidden(document.hidden);
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, []);

  const running = api !== undefined && playing && !hovered && !focused && !tabHidden;

  useEffect(() => {
    if (!api || !running) return;
    let timer = 0;
    const restart = () => {
      window.clearInterval(timer);
      timer = window.setInterval(() => {
        // A carousel hidden by CSS (the phone layout shows a grid instead) has nothing to move.
        if (api.rootNode().offsetParent !== null) api.scrollNext();
      }, delay);
    };
    restart();
    api.on('select', restart);
    return () => {
      window.clearInterval(timer);
      api.off('select', restart);
    };
  }, [api, running, delay]);

  return {
    playing,
    toggle: () => setPlaying((p) => !p),
    holdProps: {
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    },
  };
}

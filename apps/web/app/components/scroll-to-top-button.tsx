import { ArrowUp } from './icons.tsx';
import { useEffect, useState } from 'react';
import * as m from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';

/** Threshold from the spec: the button appears after scrolling past 300 px. */
const SHOW_AFTER_PX = 300;

export function ScrollToTopButton() {
  const [visible, setVisible] = useState(false);
  const locale = useLocale();
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label={m.shell_scroll_to_top({}, { locale })}
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-20 z-40 rounded-full bg-[var(--theme-primary)] p-3 text-white shadow-lg transition hover:scale-105 md:bottom-6"
    >
      <ArrowUp className="size-5" aria-hidden />
    </button>
  );
}

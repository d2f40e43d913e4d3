import { useState } from 'react';

/**
 * True from the first time `open` is true. Menus render their category trees only then: every
 * page would otherwise render (and send) hundreds of links nobody opened, and once rendered the
 * tree stays so that closing can animate and reopening is instant.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

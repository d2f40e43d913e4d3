/**
 * Runs `work` once the browser is idle, and at the latest after `timeoutMs`; Safari, which has no
 * requestIdleCallback, after a quarter of that. Returns what cancels it.
 */
export function whenIdle(work: () => void, timeoutMs: number): () => void {
  if (typeof requestIdleCallback === 'function') {
    const idle = requestIdleCallback(work, { timeout: timeoutMs });
    return () => cancelIdleCallback(idle);
  }
  const timer = setTimeout(work, timeoutMs / 4);
  return () => clearTimeout(timer);
}

/**
 * A module the page may need on a tap (a menu's panel), fetched once the page is idle instead of
 * with the page: loaded by the time a shopper reaches for it, yet not in the first load's way.
 */
export function loadWhenIdle(load: () => Promise<unknown>, timeoutMs = 3_000): () => void {
  return whenIdle(() => { void load().catch(() => {}); }, timeoutMs);
}

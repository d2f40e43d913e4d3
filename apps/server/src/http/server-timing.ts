/**
 * The `Server-Timing` header (W3C Server Timing) an answer carries when SERVER_TIMING is on: the
 * milliseconds from the request's arrival in the app to its answer being made, under the metric
 * `app`. A browser's developer tools show it beside the request; the bench reads it to tell the
 * server's own time from its client's (scripts/bench-first-asked.ts). Writing the answer to the
 * socket comes after and is not in it.
 */
export const serverTimingHeader = 'Server-Timing';

/** The header's value for a request that arrived at `started` (`performance.now()`). */
export function serverTimingValue(started: number): string {
  return `app;dur=${(performance.now() - started).toFixed(3)}`;
}

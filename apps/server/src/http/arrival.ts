import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';

/**
 * A moment by which a request had arrived, as `performance.now()` (decision 064), for reads that
 * may serve every request that arrived before they were taken.
 *
 * Node reads requests in its event loop's poll phase, from the sockets the kernel said were
 * readable when the phase began: every request read in a phase had arrived by then. So the first
 * request of a phase takes the time and every other request of the same phase shares it; the
 * check phase that ends the loop's turn (setImmediate) forgets it. The time is taken as the HTTP
 * server hands over the request, inside the socket's own callback (noteArrivals): a time taken
 * in any other phase, or for a request made inside the process, would bound nothing.
 */
let thisPhase: number | undefined;

/** Exported for its test. */
export function arrivalBound(): number {
  if (thisPhase === undefined) {
    thisPhase = performance.now();
    setImmediate(() => { thisPhase = undefined; });
  }
  return thisPhase;
}

const arrivals = new WeakMap<IncomingMessage, number>();

/** Notes the moment each request from the network had arrived by; before any other listener of the server. */
export function noteArrivals(server: { prependListener(event: 'request', listener: (request: IncomingMessage) => void): unknown }): void {
  server.prependListener('request', (request) => { arrivals.set(request, arrivalBound()); });
}

/** When the request had arrived by; undefined for a request made inside the process (a page's own calls, tests). */
export function arrivedBy(c: Context): number | undefined {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  return incoming === undefined ? undefined : arrivals.get(incoming);
}

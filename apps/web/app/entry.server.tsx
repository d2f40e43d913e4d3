// The document's server entry: React Router's default for Node (@react-router/dev's
// entry.server.node.tsx), except that React writes to a page sink (server/page-sink.ts) instead
// of a Node PassThrough turned into a web stream.
import { randomBytes } from 'node:crypto';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import hindiBrowserManifest from 'virtual:haat/hindi-browser-manifest';
import { scriptNonceHeader } from '@haat/shared/api';
import { createPageSink } from '../server/page-sink.ts';
import { logger } from '@haat/shared/log';

// A refused request (a form posted to a page without an action) logs one line, not a stack.
export { handleError } from './lib/page-errors.server.ts';

/** How long deferred data (similar products) may take before React Router gives up on it. */
export const streamTimeout = 5_000;

/**
 * The browser build that hydrates the page: each language has its own, whose messages hold only
 * that language (decision 047). The root loader picked the page's language; a page without root
 * data (a failed shell) renders in English.
 */
function inPageLanguage(routerContext: EntryContext): EntryContext {
  const root = routerContext.staticHandlerContext.loaderData.root as { locale?: string } | undefined;
  return root?.locale === 'hi' && hindiBrowserManifest ? { ...routerContext, manifest: hindiBrowserManifest } : routerContext;
}

export default function handleRequest(request: Request, status: number, headers: Headers, entryContext: EntryContext): Response | Promise<Response> {
  const routerContext = inPageLanguage(entryContext);
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });

  // A fresh nonce for this page's inline scripts (React Router's hydration data, route modules,
  // scroll restoration, streamed data; React's Suspense swaps). The server makes the page's CSP
  // from the header (decision 018), so an injected script without it does not run.
  const nonce = randomBytes(16).toString('base64');
  headers.set(scriptNonceHeader, nonce);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    // Crawlers get the whole page at once, everyone else the shell first and the rest streamed.
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    // Stops the render a little after React Router's own timeout, so rejected boundaries still flush.
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(() => abort(), streamTimeout + 1000);

    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const sink = createPageSink(() => {
          clearTimeout(timeoutId);
          timeoutId = undefined;
        });
        headers.set('Content-Type', 'text/html');
        pipe(sink.destination as unknown as NodeJS.WritableStream);
        resolve(new Response(sink.stream, { headers, status }));
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        // Errors in the shell reject above and are logged by React Router; later ones only here.
        if (shellRendered) logger.error('A page failed after its first part was sent', { path: new URL(request.url).pathname, error });
      },
    });
  });
}

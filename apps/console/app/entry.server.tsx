// The document's server entry: React Router's default for Node (@react-router/dev's
// entry.server.node.tsx) with the script nonce of decision 018, as the storefront's.
import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { scriptNonceHeader } from '@haat/shared/api';
import { logger } from '@haat/shared/log';

export { handleError } from './lib/page-errors.server.ts';

export const streamTimeout = 5_000;

export default function handleRequest(request: Request, status: number, headers: Headers, routerContext: EntryContext): Response | Promise<Response> {
  if (request.method.toUpperCase() === 'HEAD') return new Response(null, { status, headers });
  // A fresh nonce for this page's inline scripts; the server makes the page's CSP from the
  // header, so an injected script without it does not run.
  const nonce = randomBytes(16).toString('base64');
  headers.set(scriptNonceHeader, nonce);
  return new Promise((resolve, reject) => {
    let shellRendered = false;
    const userAgent = request.headers.get('user-agent');
    const readyOption: keyof RenderToPipeableStreamOptions = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(<ServerRouter context={routerContext} url={request.url} nonce={nonce} />, {
      nonce,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough({ final(callback) { clearTimeout(timeoutId); callback(); } });
        headers.set('Content-Type', 'text/html');
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status }));
        pipe(body);
      },
      onShellError(error: unknown) {
        reject(error);
      },
      onError(error: unknown) {
        status = 500;
        if (shellRendered) logger.error('A console page failed after its first part was sent', { path: new URL(request.url).pathname, error });
      },
    });
  });
}

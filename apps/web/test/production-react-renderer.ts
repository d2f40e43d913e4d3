// React's Node renderer as the server build runs it, for the tests of its build-time edits
// (decisions 053 and 054): production React (tests otherwise get React's development build), the
// renderer evaluated from a given source as the server bundle runs its own copy.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { reactDomServerFile } from '../vite/react-dom-server-writes-text.ts';

export type Server = typeof import('react-dom/server');
const requireBeside = createRequire(reactDomServerFile);
export const React = requireBeside(join(dirname(requireBeside.resolve('react/package.json')), 'cjs/react.production.js')) as typeof import('react');
const requireForServer = (id: string) => (id === 'react' ? React : requireBeside(id));
/** The installed renderer's source. */
export const source = fs.readFileSync(reactDomServerFile, 'utf8');

/** React's Node renderer from `code`: its own copy, beside the installed React. */
export function rendererFrom(code: string): Server {
  const module = { exports: {} as Server };
  new Function('exports', 'require', 'module', '__filename', '__dirname', code)(module.exports, requireForServer, module, reactDomServerFile, dirname(reactDomServerFile));
  return module.exports;
}

/** The page as the shopper gets it: each flush's bytes in order, and how many flushes there were. */
export function render(server: Server, page: ReactNode, nonce = 'n0nce'): Promise<{ html: string; flushes: number }> {
  return new Promise((resolve, reject) => {
    const pieces: Buffer[] = [];
    let flushes = 0;
    const out = new Writable({
      write(chunk: Buffer | string, _encoding, done) {
        pieces.push(Buffer.from(chunk));
        done();
      },
    });
    (out as Writable & { flush(): void }).flush = () => { flushes += 1; };
    out.on('finish', () => resolve({ html: Buffer.concat(pieces).toString('utf8'), flushes }));
    out.on('error', reject);
    const { pipe } = server.renderToPipeableStream(page, { onShellReady: () => pipe(out), onShellError: reject, nonce });
  });
}

export const later = <T,>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

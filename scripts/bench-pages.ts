// What `npm run bench` weighs of each page's first HTML (issue 17, decision 034): the bytes a
// returning visitor's rendered page sends before compression, and gzipped, as a browser gets it.
import { gzipSync } from 'node:zlib';
import type { BenchRequest } from './bench-load.ts';

export interface PageHtml {
  id: string;
  path: string;
  status: number;
  /** The HTML as the server writes it, before compression. */
  bytes: number;
  gzipBytes: number;
}

/** Each page once, as its "with cookie" target asks for it (so rendered for the visitor, never the page cache). */
export async function measurePageHtml(origin: string, pages: Array<{ id: string; request: BenchRequest }>): Promise<PageHtml[]> {
  const weighed: PageHtml[] = [];
  for (const { id, request } of pages) {
    const response = await fetch(new URL(request.path, origin), { headers: request.cookie ? { cookie: request.cookie } : {} });
    const html = Buffer.from(await response.arrayBuffer());
    weighed.push({ id, path: request.path, status: response.status, bytes: html.length, gzipBytes: gzipSync(html, { level: 6 }).length });
  }
  return weighed;
}

import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FetchLike } from '@haat/shared/api';

/** A page request's answer: what the storefront's handler, the page cache and the pool all take and give. */
export type RenderPage = (request: Request, clientAddress?: string) => Promise<Response>;

/** What the built storefront's server entry (apps/web/server/handler.ts) exports. */
export interface WebBuild {
  createWebHandler(apiFetch: FetchLike, options?: { pageCacheSeconds?: number }): RenderPage;
  withPageCache(render: RenderPage, options: { ttlMs: number }): RenderPage;
}

/** Loads the built storefront from `entry` (apps/web/build/server/index.js), on the main thread or a render worker. */
export async function loadWebBuild(entry: string): Promise<WebBuild> {
  if (!fs.existsSync(entry)) throw new Error(`The storefront is not built (${entry} is missing). Run \`npm run build\` or \`npm start\`.`);
  return (await import(pathToFileURL(entry).href)) as WebBuild;
}

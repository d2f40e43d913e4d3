import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FetchLike } from '@haat/shared/api';
import type { RenderPage } from './web-build.ts';

/** What the built console's server entry (apps/console/server/handler.ts) exports. */
export interface ConsoleBuild {
  createConsoleHandler(apiFetch: FetchLike): RenderPage;
}

/**
 * Loads the built console from `entry` (apps/console/build/server/index.js) on the main thread:
 * a few staff need no render pool, and shoppers keep the pool's slots (decision 021 §1).
 */
export async function loadConsoleBuild(entry: string): Promise<ConsoleBuild> {
  if (!fs.existsSync(entry)) throw new Error(`The console is not built (${entry} is missing). Run \`npm run build\` or \`npm start\`.`);
  return (await import(pathToFileURL(entry).href)) as ConsoleBuild;
}

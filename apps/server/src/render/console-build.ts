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
  checkConsoleBuilt(entry);
  return (await import(pathToFileURL(entry).href)) as ConsoleBuild;
}

function checkConsoleBuilt(entry: string): void {
  if (!fs.existsSync(entry)) throw new Error(`The console is not built (${entry} is missing). Run \`npm run build\` or \`npm start\`.`);
}

/**
 * The console's page handler, its build loaded by the first console request rather than at start:
 * a process that only ever serves shoppers never holds the console's code (its editor, tables
 * and dialogs: some 28 MB). A missing build still stops the start.
 */
export function lazyConsole(entry: string): (apiFetch: FetchLike) => RenderPage {
  checkConsoleBuilt(entry);
  return (apiFetch) => {
    let handler: Promise<RenderPage> | undefined;
    return (request, clientAddress) => {
      handler ??= loadConsoleBuild(entry).then((build) => build.createConsoleHandler(apiFetch));
      return handler.then((render) => render(request, clientAddress));
    };
  };
}

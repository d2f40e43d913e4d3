import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createStoreApi } from '@haat/shared/api';
import { createApp } from '../../src/http/app.ts';
import type { Db } from '../../src/db/database.ts';

/** The real Hono app over a test database, and the typed client talking to it in-process. */
export function apiFor(db: Db, host = 'localhost') {
  const uploadsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-uploads-'));
  const app = createApp({ db, uploadsDir });
  const fetch = (request: Request) => Promise.resolve(app.fetch(request));
  const client = createStoreApi({ baseUrl: `http://${host}`, fetch, headers: { host } });
  /** A raw request, for checking the exact wire format and bad input. */
  const raw = (pathname: string, init?: RequestInit) =>
    fetch(new Request(new URL(pathname, `http://${host}`), { ...init, headers: { host, 'content-type': 'application/json', ...init?.headers } }));
  return { app, client, raw };
}

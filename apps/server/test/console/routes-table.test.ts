import { describe, expect, it } from 'vitest';
import { consoleCalls } from '@haat/shared/console-api';
import { createApp } from '../../src/http/app.ts';
import { outboxMailer } from '../../src/mail/mailer.ts';
import { openDatabase } from '../../src/db/database.ts';
import { testSessionSecret } from '../support/api-app.ts';

// The call table is the only place a console route is named (decision 021 §2): the server's
// routes under /api/console and the table must match both ways, or a call could escape its guard.
describe('console routes and the call table', () => {
  it('every route under /api/console is a call of the table, and every call of the table is routed', async () => {
    const db = openDatabase(':memory:');
    try {
      const app = createApp({ db, uploadsDir: '/nonexistent', mailer: outboxMailer({ from: 'x@test.local', outboxDir: '/nonexistent' }), sessionSecret: testSessionSecret });
      const routed = new Set(app.routes
        .filter((route) => route.path.startsWith('/api/console'))
        .map((route) => `${route.method} ${route.path}`));
      const table = new Set(Object.values(consoleCalls).map((call) => `${call.method} ${call.path}`));
      expect([...routed].filter((route) => !table.has(route))).toEqual([]);
      expect([...table].filter((call) => !routed.has(call))).toEqual([]);
      expect(table.size).toBe(Object.keys(consoleCalls).length);
    } finally {
      await db.destroy();
    }
  });
});

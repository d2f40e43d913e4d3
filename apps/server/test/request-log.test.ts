import { afterEach, expect, it } from 'vitest';
import { setLogLevel } from '@haat/shared/log';
import { apiFor, apiSuite } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';
import { captureLog } from './support/log.ts';

/** What the server logged while `run` ran. */
async function logged(run: () => Promise<unknown>) {
  const log = captureLog();
  try {
    await run();
  } finally {
    log.restore();
  }
  return log.lines;
}

describeEachEngine('server log', (engine) => {
  const suite = apiSuite(engine);
  afterEach(() => setLogLevel('warn'));

  it('writes one JSON line per request: method, path, status, duration and the request id it sends back', async () => {
    setLogLevel('info');
    let reply: Response | undefined;
    const out = await logged(async () => { reply = await suite.api.raw('/api/GetAllCategory', { method: 'POST', body: '{}' }); });
    expect(out).toHaveLength(1);
    const line = out[0]!;
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'POST', path: '/api/GetAllCategory', status: 200 });
    expect(line.ms).toBeTypeOf('number');
    expect(Date.parse(String(line.time))).not.toBeNaN();
    expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply!.headers.get('x-request-id')).toBe(line.requestId);
  });

  it('keeps a well-formed request id from the proxy in front, and replaces any other', async () => {
    setLogLevel('info');
    const out = await logged(async () => {
      await suite.api.raw('/api/GetAllCategory', { method: 'POST', body: '{}', headers: { 'x-request-id': 'lb-7f3a.12' } });
      await suite.api.raw('/api/GetAllCategory', { method: 'POST', body: '{}', headers: { 'x-request-id': 'has spaces; and more' } });
    });
    expect(out.map((l) => l.requestId)).toEqual(['lb-7f3a.12', expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  });

  it('obeys LOG_LEVEL: at warn a request writes nothing, a bad one still nothing, an unknown call nothing', async () => {
    setLogLevel('warn');
    const lines = await logged(async () => {
      await suite.api.raw('/api/GetAllCategory', { method: 'POST', body: '{}' });
      await suite.api.raw('/api/GetAllProductFilters', { method: 'POST', body: '{"search": 1}' });
      await suite.api.raw('/api/NoSuchCall', { method: 'POST', body: '{}' });
    });
    expect(lines).toEqual([]);
  });

  it('says how long each answer took in Server-Timing only when SERVER_TIMING is on, answers made whole included', async () => {
    const timed = apiFor(suite.test.db, 'localhost', undefined, { serverTiming: true });
    const calls = [
      ['/api/GetAllCategory', '{}'],
      // Made whole where it is made (decision 058): the timing comes with it.
      ['/api/GetSingleProductFilters', JSON.stringify({ search: 'cotton-anarkali-kurta-a1', subcat_id: 0, type: '' })],
      ['/api/NoSuchCall', '{}'],
    ] as const;
    for (const [path, body] of calls) {
      expect((await suite.api.raw(path, { method: 'POST', body })).headers.get('server-timing')).toBeNull();
      const reply = await timed.raw(path, { method: 'POST', body });
      const value = reply.headers.get('server-timing') ?? '';
      expect(value, path).toMatch(/^app;dur=\d+\.\d{3}$/);
      expect(Number(value.slice('app;dur='.length))).toBeLessThan(10_000);
    }
  });
});

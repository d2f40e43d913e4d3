import { afterEach, expect, it, vi } from 'vitest';
import { setLogLevel } from '@haat/shared/log';
import { apiSuite } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';

/** What the server wrote to stdout and stderr while `run` ran, one parsed JSON line each. */
async function logged(run: () => Promise<unknown>): Promise<{ out: any[]; err: any[] }> {
  const out: string[] = [];
  const err: string[] = [];
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => { out.push(String(chunk)); return true; });
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation((chunk) => { err.push(String(chunk)); return true; });
  try {
    await run();
  } finally {
    stdout.mockRestore();
    stderr.mockRestore();
  }
  const parse = (lines: string[]) => lines.join('').split('\n').filter((l) => l !== '').map((l) => JSON.parse(l));
  return { out: parse(out), err: parse(err) };
}

describeEachEngine('server log', (engine) => {
  const suite = apiSuite(engine);
  afterEach(() => setLogLevel('warn'));

  it('writes one JSON line per request: method, path, status, duration and the request id it sends back', async () => {
    setLogLevel('info');
    let reply: Response | undefined;
    const { out } = await logged(async () => { reply = await suite.api.raw('/api/GetAllCategory', { method: 'POST', body: '{}' }); });
    expect(out).toHaveLength(1);
    const [line] = out;
    expect(line).toMatchObject({ level: 'info', msg: 'request', method: 'POST', path: '/api/GetAllCategory', status: 200 });
    expect(line.ms).toBeTypeOf('number');
    expect(Date.parse(line.time)).not.toBeNaN();
    expect(line.requestId).toMatch(/^[0-9a-f-]{36}$/);
    expect(reply!.headers.get('x-request-id')).toBe(line.requestId);
  });

  it('keeps a well-formed request id from the proxy in front, and replaces any other', async () => {
    setLogLevel('info');
    const { out } = await logged(async () => {
      await suite.api.raw('/api/GetAllCategory', { method: 'POST', body: '{}', headers: { 'x-request-id': 'lb-7f3a.12' } });
      await suite.api.raw('/api/GetAllCategory', { method: 'POST', body: '{}', headers: { 'x-request-id': 'has spaces; and more' } });
    });
    expect(out.map((l) => l.requestId)).toEqual(['lb-7f3a.12', expect.stringMatching(/^[0-9a-f-]{36}$/)]);
  });

  it('obeys LOG_LEVEL: at warn a request writes nothing, a bad one still nothing, an unknown call nothing', async () => {
    setLogLevel('warn');
    const { out, err } = await logged(async () => {
      await suite.api.raw('/api/GetAllCategory', { method: 'POST', body: '{}' });
      await suite.api.raw('/api/GetAllProductFilters', { method: 'POST', body: '{"search": 1}' });
      await suite.api.raw('/api/NoSuchCall', { method: 'POST', body: '{}' });
    });
    expect(out).toEqual([]);
    expect(err).toEqual([]);
  });
});

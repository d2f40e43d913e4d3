import { afterAll, beforeAll, expect, it } from 'vitest';
import { pruneRateLimits, rateLimiter, type RateLimit } from '../src/auth/rate-limit.ts';
import { testClock } from './support/api-app.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/engines.ts';

const threeAMinute: RateLimit = { bucket: 'test-three', max: 3, windowMs: 60_000 };

describeEachEngine('rate limiter', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => { test = await createTestDatabase(engine); });
  afterAll(async () => { await test.drop(); });

  it('lets the limit through, refuses the next with the time left, and starts again when the window ends', async () => {
    const clock = testClock();
    const limiter = rateLimiter(test.db, clock.now);
    for (let i = 0; i < 3; i += 1) expect(await limiter.take(threeAMinute, 'a')).toEqual({ ok: true });
    clock.advance(20_000);
    expect(await limiter.take(threeAMinute, 'a')).toEqual({ ok: false, limit: threeAMinute, retryAfterSeconds: 40 });
    // Another subject has its own count.
    expect(await limiter.take(threeAMinute, 'b')).toEqual({ ok: true });
    clock.advance(40_000);
    expect(await limiter.take(threeAMinute, 'a')).toEqual({ ok: true });
  });

  it('holds the limit when many take at once', async () => {
    const limiter = rateLimiter(test.db, () => new Date());
    const taken = await Promise.all(Array.from({ length: 40 }, () => limiter.take(threeAMinute, 'burst')));
    expect(taken.filter((t) => t.ok)).toHaveLength(3);
  });

  it('gives back, resets one subject or every subject with a prefix, and prunes ended windows', async () => {
    const clock = testClock();
    const limiter = rateLimiter(test.db, clock.now);
    for (const subject of ['x|1', 'x|2', 'x%|3', 'y']) for (let i = 0; i < 3; i += 1) await limiter.take(threeAMinute, subject);
    await limiter.giveBack(threeAMinute, 'y');
    expect((await limiter.take(threeAMinute, 'y')).ok).toBe(true);
    await limiter.resetStartingWith(threeAMinute, 'x|');
    expect((await limiter.take(threeAMinute, 'x|1')).ok).toBe(true);
    expect((await limiter.take(threeAMinute, 'x%|3')).ok).toBe(false);
    await limiter.reset(threeAMinute, 'x%|3');
    expect((await limiter.take(threeAMinute, 'x%|3')).ok).toBe(true);

    const counters = () => test.db.selectFrom('rate_limit_counters').select('subject').where('bucket', '=', threeAMinute.bucket).execute();
    expect((await counters()).length).toBeGreaterThan(0);
    // Past every window this file opened (the first test's clock ran a minute ahead).
    clock.advance(5 * 60_000);
    expect(await pruneRateLimits(test.db, clock.now())).toBeGreaterThan(0);
    expect(await counters()).toEqual([]);
  });
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Every file makes its own databases; two workers suit this two-core machine.
    maxWorkers: 2,
    // The server logs each request at info; tests that read the log set their own level.
    env: { LOG_LEVEL: 'warn' },
  },
});

import { defineConfig } from 'vitest/config';

// One Vitest run over every package's unit and API tests.
export default defineConfig({
  test: { projects: ['packages/shared', 'apps/server', 'apps/web', 'apps/console'] },
});

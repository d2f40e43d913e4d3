// `npm start`: build what is not built, migrate, seed the demo store on first start, serve.
import { ConfigError, loadConfig } from '../apps/server/src/config.ts';
import { startServer } from '../apps/server/src/main.ts';
import { restartWithMemorySettings } from '../apps/server/src/render/server-memory.ts';
import { buildIfStale } from './build-if-stale.ts';

// Fewer malloc arenas and smaller young generations, which must be set as the process starts (decision 034).
restartWithMemorySettings();

// React and React Router pick their development builds (several times slower, and noisy)
// unless told otherwise; `npm start` serves the shop, so production unless set.
process.env.NODE_ENV ??= 'production';

try {
  const config = loadConfig();
  buildIfStale();
  const { close } = await startServer(config);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.log('Shutting down…');
      close().then(() => process.exit(0), () => process.exit(1));
    });
  }
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
}

// Started by server-memory.test.ts: applies the memory settings and says what the process got.
import { restartWithMemorySettings } from '../../src/render/server-memory.ts';

restartWithMemorySettings();
process.stdout.write(JSON.stringify({ execArgv: process.execArgv, arenas: process.env.MALLOC_ARENA_MAX, argv: process.argv.slice(2) }));

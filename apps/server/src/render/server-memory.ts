// Settings that keep the server process's memory low (decision 034). Both must be in place when
// the process starts, so `npm start` starts itself again with them (restartWithMemorySettings),
// and the benchmark's server is started with them (scripts/bench-child.ts).

/**
 * The main thread's semi-spaces (its young generation is made of them). V8 grows them to 16 MB
 * under load; 8 MB costs a few more quick collections of short-lived objects. 4 MB saved a little
 * more memory but cost a tenth more CPU per page (decision 034).
 */
export const serverNodeFlags = ['--max-semi-space-size=8'];

/**
 * glibc gives every thread that allocates an arena of its own, up to 8 per core, and memory freed
 * in one is rarely returned. Two arenas for the main thread and the render workers keep the heap
 * from fragmenting across threads; it is read when the process starts.
 */
export const serverMemoryEnv: Record<string, string> = { MALLOC_ARENA_MAX: '2' };

const appliedMarker = 'HAAT_MEMORY_SETTINGS';

/**
 * Replaces this process with the same command started again with the memory settings, unless it
 * already has them. Nothing happens where a process cannot replace itself (Windows); the shop
 * then runs with Node's defaults.
 */
export function restartWithMemorySettings(): void {
  if (process.env[appliedMarker] === '1' || process.platform === 'win32' || typeof process.execve !== 'function') return;
  const env = { ...serverMemoryEnv, ...process.env, [appliedMarker]: '1' };
  process.execve(process.execPath, [process.execPath, ...serverNodeFlags, ...process.execArgv, ...process.argv.slice(1)], env);
}

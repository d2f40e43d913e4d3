// Settings that keep the server process's memory low (decision 034). Both must be in place when
// the process starts, so `npm start` starts itself again with them (restartWithMemorySettings),
// and the benchmark's server is started with them (scripts/bench-child.ts).

/**
 * The main thread's heap (decision 034). Semi-spaces (its young generation): V8 grows them to
 * 16 MB under load; 8 MB costs a few more quick collections of short-lived objects (4 MB saved a
 * little more but cost a tenth more CPU per page). Old generation: after each full collection V8
 * lets it grow up to four times what is live before the next one under a busy load, which left
 * about 110 MB of garbage in it after the bench's load; 1.5 times keeps RSS under 500 MB there.
 */
export const serverNodeFlags = ['--max-semi-space-size=8', '--heap-growing-percent=50'];

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

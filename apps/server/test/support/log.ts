import { vi } from 'vitest';

/** A parsed line of the server's JSON log. */
export interface LogLine { level: string; msg: string; [field: string]: unknown }

/**
 * Catches what the server logs (one JSON line per event, warnings and errors on stderr) until
 * `restore` is called; the lines are parsed as they arrive.
 */
export function captureLog() {
  const lines: LogLine[] = [];
  const take = (chunk: unknown) => {
    for (const text of String(chunk).split('\n').filter((l) => l !== '')) lines.push(JSON.parse(text) as LogLine);
    return true;
  };
  const stdout = vi.spyOn(process.stdout, 'write').mockImplementation(take);
  const stderr = vi.spyOn(process.stderr, 'write').mockImplementation(take);
  return {
    lines,
    /** The lines at error level. */
    errors: () => lines.filter((line) => line.level === 'error'),
    restore() {
      stdout.mockRestore();
      stderr.mockRestore();
    },
  };
}

import { parseArgs } from 'node:util';

/** What one `npm run bench` run is asked to do. */
export interface BenchOptions {
  products: number;
  /** Seconds of measured load per target. */
  duration: number;
  connections: number;
  /** Seconds of the memory soak (bench-soak.ts) on a fresh server; 0 leaves it out. */
  soakSeconds: number;
}

export const benchDefaults: BenchOptions = { products: 100_000, duration: 10, connections: 10, soakSeconds: 600 };

export const benchUsage = 'Usage: npm run bench [-- --products N] [--duration SECONDS] [--connections N] [--soak-seconds SECONDS]\n'
  + `  defaults: --products ${benchDefaults.products} --duration ${benchDefaults.duration} --connections ${benchDefaults.connections} `
  + `--soak-seconds ${benchDefaults.soakSeconds} (0: no memory soak)`;

export class BenchUsageError extends Error {
  override name = 'BenchUsageError';
}

/** Reads the command line; throws BenchUsageError with the usage text on anything odd. */
export function parseBenchOptions(argv: string[]): BenchOptions {
  let values: Record<string, string | undefined>;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { products: { type: 'string' }, duration: { type: 'string' }, connections: { type: 'string' }, 'soak-seconds': { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    throw new BenchUsageError(`${error instanceof Error ? error.message : String(error)}\n${benchUsage}`);
  }
  return {
    products: wholeOption(values.products, 'products', benchDefaults.products, 1, 1_000_000),
    duration: wholeOption(values.duration, 'duration', benchDefaults.duration, 1, 600),
    connections: wholeOption(values.connections, 'connections', benchDefaults.connections, 1, 1000),
    soakSeconds: wholeOption(values['soak-seconds'], 'soak-seconds', benchDefaults.soakSeconds, 0, 3600),
  };
}

/** A whole-number option (`_` allowed between digits); throws BenchUsageError with `usage` when it is not one. */
export function wholeOption(text: string | undefined, name: string, fallback: number, min: number, max: number, usage = benchUsage): number {
  if (text === undefined) return fallback;
  const clean = text.replace(/_/g, '');
  const n = Number(clean);
  if (!/^\d+$/.test(clean) || n < min || n > max) {
    throw new BenchUsageError(`--${name} must be a whole number from ${min} to ${max}, got "${text}"\n${usage}`);
  }
  return n;
}

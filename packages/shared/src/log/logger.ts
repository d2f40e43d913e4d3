/** How much the server says: LOG_LEVEL (apps/server/src/config.ts). */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Extra fields of a log line; an `error` is written as its name, message and stack. */
export type LogFields = Record<string, unknown>;

function isLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && value in rank;
}

// Read from the environment, which startServer sets from its configuration before it starts
// the render workers: they inherit it, and so does the storefront bundle's own copy of this module.
let threshold = rank[isLevel(process.env.LOG_LEVEL) ? process.env.LOG_LEVEL : 'info'];

/** Sets the level for this process and for the worker threads it starts after this. */
export function setLogLevel(level: LogLevel): void {
  threshold = rank[level];
  process.env.LOG_LEVEL = level;
}

function errorFields(error: unknown): unknown {
  if (!(error instanceof Error)) return error;
  return { name: error.name, message: error.message, ...(error.stack ? { stack: error.stack } : {}) };
}

/**
 * Writes one JSON line: time, level, msg and the fields. One line per event, whatever it holds
 * (a stack trace included), so a log collector keeps each event whole.
 */
function write(level: Exclude<LogLevel, 'silent'>, msg: string, fields?: LogFields): void {
  if (rank[level] < threshold) return;
  const line: LogFields = { time: new Date().toISOString(), level, msg };
  for (const [key, value] of Object.entries(fields ?? {})) line[key] = key === 'error' ? errorFields(value) : value;
  (rank[level] >= rank.warn ? process.stderr : process.stdout).write(`${JSON.stringify(line)}\n`);
}

/**
 * The one logger of the server side: apps/server and the storefront's loaders and actions (which
 * run on the server) log through it, and it obeys LOG_LEVEL.
 */
export const logger = {
  debug: (msg: string, fields?: LogFields) => write('debug', msg, fields),
  info: (msg: string, fields?: LogFields) => write('info', msg, fields),
  warn: (msg: string, fields?: LogFields) => write('warn', msg, fields),
  error: (msg: string, fields?: LogFields) => write('error', msg, fields),
};

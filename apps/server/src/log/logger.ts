/** How much the server says: LOG_LEVEL (config.ts). */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const rank: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

/** Extra fields of a log line; an `error` is written as its name, message and stack. */
export type LogFields = Record<string, unknown>;

function isLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && value in rank;
}

// Render workers and scripts start with the environment's level; startServer sets the configured one.
let threshold = rank[isLevel(process.env.LOG_LEVEL) ? process.env.LOG_LEVEL : 'info'];

/** Sets the level for this thread (the server passes its own to its render workers). */
export function setLogLevel(level: LogLevel): void {
  threshold = rank[level];
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

/** The server's one logger: every log line of apps/server goes through it and obeys LOG_LEVEL. */
export const logger = {
  debug: (msg: string, fields?: LogFields) => write('debug', msg, fields),
  info: (msg: string, fields?: LogFields) => write('info', msg, fields),
  warn: (msg: string, fields?: LogFields) => write('warn', msg, fields),
  error: (msg: string, fields?: LogFields) => write('error', msg, fields),
};

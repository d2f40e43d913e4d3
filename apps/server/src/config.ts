import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseStorageUrl } from './images/storage/storage-url.ts';

/** Repository root: configuration paths are relative to it, whatever the working directory. */
export const repoRoot = path.resolve(import.meta.dirname, '../../..');

function defaultRenderWorkers(): number {
  const cores = os.availableParallelism();
  return cores > 1 ? Math.min(4, cores) : 0;
}

const logLevels = ['debug', 'info', 'warn', 'error', 'silent'] as const;

const configSchema = z.object({
  PORT: z.coerce
    .number({ error: 'PORT must be a number' })
    .int('PORT must be a whole number')
    .min(1, 'PORT must be between 1 and 65535')
    .max(65535, 'PORT must be between 1 and 65535')
    .default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .min(1, 'DATABASE_URL must be a file path or a postgres:// URL')
    .default('./data/haat.sqlite')
    .refine((v) => !/^[a-z]+:\/\//i.test(v) || /^postgres(ql)?:\/\//i.test(v), {
      message: 'DATABASE_URL must be a SQLite file path or a postgres:// URL',
    }),
  PUBLIC_URL: z
    .url({ error: 'PUBLIC_URL must be an absolute URL such as https://shop.example.in' })
    .optional(),
  UPLOADS_DIR: z.string().min(1).default('./data/uploads'),
  // Images in an S3-compatible bucket instead of UPLOADS_DIR (decision 021 §5); UPLOADS_DIR then keeps per-machine copies.
  STORAGE_URL: z.string().optional().transform((text, ctx) => {
    if (text === undefined) return undefined;
    try {
      return parseStorageUrl(text);
    } catch (error) {
      ctx.addIssue({ code: 'custom', message: error instanceof Error ? error.message : String(error) });
      return z.NEVER;
    }
  }),
  SEED_DEMO: z
    .enum(['true', 'false'], { error: 'SEED_DEMO must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
  LOG_LEVEL: z.enum(logLevels, { error: `LOG_LEVEL must be one of ${logLevels.join(', ')}` }).default('info'),
  // Off by default: how long each answer took is for whoever measures the server (the bench), not for every visitor.
  SERVER_TIMING: z
    .enum(['true', 'false'], { error: 'SERVER_TIMING must be true or false' })
    .default('false')
    .transform((v) => v === 'true'),
  // How many reverse proxies of ours stand in front: `true` is one, `false` none (decision 017).
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|[0-9])$/, { error: 'TRUST_PROXY must be true, false or the number of proxies in front (0 to 9)' })
    .default('false')
    .transform((v) => (v === 'true' ? 1 : v === 'false' ? 0 : Number(v))),
  PAGE_CACHE_SECONDS: z.coerce
    .number({ error: 'PAGE_CACHE_SECONDS must be a number' })
    .int('PAGE_CACHE_SECONDS must be a whole number of seconds')
    .min(0, 'PAGE_CACHE_SECONDS must be between 0 (off) and 60')
    .max(60, 'PAGE_CACHE_SECONDS must be between 0 (off) and 60')
    .default(5),
  // Threads that render pages (decision 013); 0 renders on the main thread. By default one per
  // core, at most 4, and none on a single core, where a thread would only add hand-over work.
  RENDER_WORKERS: z.coerce
    .number({ error: 'RENDER_WORKERS must be a number' })
    .int('RENDER_WORKERS must be a whole number')
    .min(0, 'RENDER_WORKERS must be between 0 (render on the main thread) and 16')
    .max(16, 'RENDER_WORKERS must be between 0 (render on the main thread) and 16')
    .default(defaultRenderWorkers()),
  SESSION_SECRET: z.string().min(32, 'SESSION_SECRET must be at least 32 characters').optional(),
  MAIL_OUTBOX_DIR: z.string().min(1).default('./data/outbox'),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\//i.test(v), { message: 'SMTP_URL must look like smtp://user:password@host:587' })
    .optional(),
  MAIL_FROM: z.string().min(3).default('Haat <no-reply@haat.local>'),
  RAZORPAY_KEY_ID: z.string().min(1).optional(),
  RAZORPAY_KEY_SECRET: z.string().min(1).optional(),
  RAZORPAY_WEBHOOK_SECRET: z.string().min(1).optional(),
});

export type Config = z.output<typeof configSchema> & { databaseIsPostgres: boolean };

/** Reads and validates the configuration from the environment; throws one readable message. */
export function loadConfig(env?: NodeJS.ProcessEnv): Config {
  if (!env) {
    // A .env file at the repository root fills in what the real environment leaves unset.
    const dotEnv = path.join(repoRoot, '.env');
    if (fs.existsSync(dotEnv)) process.loadEnvFile(dotEnv);
    env = process.env;
  }
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = configSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const config = parsed.data;
  const databaseIsPostgres = /^postgres(ql)?:\/\//i.test(config.DATABASE_URL);
  return {
    ...config,
    DATABASE_URL: databaseIsPostgres ? config.DATABASE_URL : path.resolve(repoRoot, config.DATABASE_URL),
    UPLOADS_DIR: path.resolve(repoRoot, config.UPLOADS_DIR),
    MAIL_OUTBOX_DIR: path.resolve(repoRoot, config.MAIL_OUTBOX_DIR),
    databaseIsPostgres,
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

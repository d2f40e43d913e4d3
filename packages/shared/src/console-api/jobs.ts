import { z } from 'zod';

/**
 * Background jobs of the console (decision 021 §6): a CSV import runs as a job, first as a dry
 * run that only reports, then for real when the reseller confirms it.
 */
export const jobKinds = ['product-import', 'product-import-dry-run'] as const;
export type JobKind = (typeof jobKinds)[number];

export const jobStates = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type JobStateName = (typeof jobStates)[number];

/** What an import did, or would do, row by row (one row is one size). */
export const importSummary = z.object({
  create: z.number().int().nonnegative(),
  update: z.number().int().nonnegative(),
  unchanged: z.number().int().nonnegative(),
  /** Why a job stopped as a whole (a file that cannot be read), when it did. */
  failure: z.string().optional(),
});
export type ImportSummary = z.infer<typeof importSummary>;

/** A line of the file the import refused, and why: the line is where the record starts. */
export const jobError = z.object({ line: z.number().int().positive(), message: z.string() });
export type JobError = z.infer<typeof jobError>;

export const consoleJob = z.object({
  id: z.number().int().positive(),
  kind: z.enum(jobKinds),
  state: z.enum(jobStates),
  dry_run: z.boolean(),
  processed: z.number().int().nonnegative(),
  total: z.number().int().nonnegative(),
  error_count: z.number().int().nonnegative(),
  summary: importSummary,
  created_at: z.string(),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type ConsoleJob = z.infer<typeof consoleJob>;

/** One job with the lines it refused (the first 1,000, in file order). */
export const consoleJobDetail = consoleJob.extend({ errors: z.array(jobError) });
export type ConsoleJobDetail = z.infer<typeof consoleJobDetail>;

export const consoleJobList = z.object({ jobs: z.array(consoleJob) });
export const jobStarted = z.object({ job_id: z.number().int().positive() });
export type JobStarted = z.infer<typeof jobStarted>;

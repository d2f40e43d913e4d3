import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import { logger } from '@haat/shared/log';
import { claimJob } from './claim.ts';
import type { JobDeps } from './job-deps.ts';
import { runImportJob } from './run-import.ts';

/** A name for this process in `jobs.claimed_by`: the machine, the process and a random part (pids repeat across restarts). */
export function workerName(): string {
  return `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
}

const runners = new Set<() => void>();

/** Tells this process's runners a job was queued, so it starts now rather than at the next poll. */
export function wakeJobRunners(): void {
  for (const wake of runners) wake();
}

/** Hands a job this process stopped back to the queue, so another process resumes it at once rather than after 60 s. */
async function release(deps: JobDeps, jobId: number): Promise<void> {
  await deps.db.updateTable('jobs').set({ state: 'queued', claimed_by: null, heartbeat_at: null })
    .where('id', '=', jobId).where('claimed_by', '=', deps.worker).where('state', '=', 'running').execute();
}

/** Claims and runs jobs until none is left (or the process stops): what the runner does on each tick, and what tests call. */
export async function runPendingJobs(deps: JobDeps, isStopping: () => boolean = () => false): Promise<number> {
  let ran = 0;
  while (!isStopping()) {
    const job = await claimJob(deps.db, deps.worker, deps.now());
    if (!job) break;
    ran += 1;
    const ended = await runImportJob(deps, job, isStopping);
    if (ended === 'stopped' && isStopping()) await release(deps, job.id);
  }
  return ran;
}

/**
 * Runs the jobs of every store in the background: looks for one every `pollMs` (and at once
 * when woken), runs one at a time. `stop` lets the current row finish, hands the job back, and
 * resolves when the runner is idle.
 */
export function startJobRunner(deps: JobDeps, pollMs = 2000): { wake(): void; stop(): Promise<void> } {
  let stopping = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let busy = false;
  const tick = () => {
    if (busy || stopping) return;
    busy = true;
    running = runPendingJobs(deps, () => stopping)
      .then(() => undefined, (error: unknown) => logger.error('The job runner failed', { error }))
      .finally(() => { busy = false; });
  };
  timer = setInterval(tick, pollMs);
  timer.unref();
  runners.add(tick);
  tick();
  return {
    wake: tick,
    async stop() {
      stopping = true;
      runners.delete(tick);
      clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}

import type { ImageSize } from '@haat/shared/api';
import { insideDir, statFile, type DiskFile } from './uploads-original.ts';
import { renderVariant, type VariantFormat } from './variant-render.ts';
import { writeFileAtomically } from './write-file-atomically.ts';

/** Generated variants live beside the uploads, under this hidden folder the route never serves. */
export const variantsFolder = '.variants';

/** What to make: a size (or full size) of one original, in one format, stored under `name`. */
export interface VariantJob {
  original: DiskFile;
  size: ImageSize | undefined;
  format: VariantFormat;
  /** The requested relative name, e.g. `catalogue/kurta-3-400x400.webp`. */
  name: string;
}

// Concurrent requests for the same new variant share one rendering instead of racing to make it.
const inFlight = new Map<string, Promise<DiskFile>>();

function isFresh(cached: DiskFile['stats'] | null, original: DiskFile['stats']): boolean {
  // A re-uploaded original is newer than the variants made from the old one.
  return cached !== null && cached.mtimeMs >= original.mtimeMs;
}

async function generate(path: string, job: VariantJob): Promise<DiskFile> {
  const bytes = await renderVariant(job.original.path, job.size, job.format);
  await writeFileAtomically(path, bytes);
  const stats = await statFile(path);
  if (!stats) throw new Error(`Variant ${path} vanished right after it was written`);
  return { path, stats };
}

/** The cached variant file for a job, made (once, however many ask at the same time) when missing or stale. */
export async function ensureVariant(uploadsDir: string, job: VariantJob): Promise<DiskFile> {
  const path = insideDir(uploadsDir, `${variantsFolder}/${job.name}`);
  if (!path) throw new Error(`Variant name ${job.name} leaves the uploads folder`);
  const cached = await statFile(path);
  if (cached && isFresh(cached, job.original.stats)) return { path, stats: cached };

  const pending = inFlight.get(path);
  if (pending) return pending;
  const made = generate(path, job).finally(() => inFlight.delete(path));
  inFlight.set(path, made);
  return made;
}

import sharp from 'sharp';
import type { ImageStorage } from '../storage/storage.ts';

export interface ArtworkJob {
  /** Path relative to the uploads folder, e.g. `catalogue/kurta-3.jpg`; the extension picks the format. */
  file: string;
  svg: () => string;
}

/** At most this many images render at once: the seeder shares a two-core machine with the server. */
const parallelRenders = 2;

/**
 * Renders each job's SVG and stores it, skipping names already stored, and returns how many
 * were written. The storage writes whole objects (local files under a temporary name, then
 * renamed), so an interrupted run never leaves a half-written image a later run would take as done.
 */
export async function renderArtwork(storage: ImageStorage, jobs: ArtworkJob[]): Promise<number> {
  const stored = await storedNames(storage, jobs);
  const missing = jobs.filter((job) => !stored.has(job.file));
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const job = missing[next++]!;
      await renderOne(storage, job);
    }
  };
  await Promise.all(Array.from({ length: parallelRenders }, worker));
  return missing.length;
}

/** One listing per folder the jobs write to, rather than a look-up per file (a request each on a bucket). */
async function storedNames(storage: ImageStorage, jobs: ArtworkJob[]): Promise<Set<string>> {
  const folders = new Set(jobs.map((job) => job.file.slice(0, job.file.lastIndexOf('/') + 1)));
  const lists = await Promise.all([...folders].map((folder) => storage.list(folder)));
  return new Set(lists.flat());
}

async function renderOne(storage: ImageStorage, job: ArtworkJob): Promise<void> {
  const image = sharp(Buffer.from(job.svg()));
  const png = /\.png$/i.test(job.file);
  const encoded = png
    ? image.png({ compressionLevel: 9 })
    : image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
  await storage.put(job.file, await encoded.toBuffer(), png ? 'image/png' : 'image/jpeg');
}

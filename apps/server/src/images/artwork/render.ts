import sharp from 'sharp';
import type { ImageStorage } from '../storage/storage.ts';

export interface ArtworkJob {
  /** Path relative to the uploads folder, e.g. `catalogue/kurta-3.jpg`; the extension picks the format. */
  file: string;
  svg: () => string;
}

/** At most this many images render at once: the seeder shares a two-core machine with the server. */
const parallelRenders = 2;

/** Renders pictures that are not stored yet, remembering what is, so a long seed lists each folder once. */
export interface ArtworkRenderer {
  /** Renders and stores the jobs whose files are missing (each once) and returns how many it wrote. */
  render(jobs: readonly ArtworkJob[]): Promise<number>;
}

/**
 * The storage writes whole objects (local files under a temporary name, then renamed), so an
 * interrupted run never leaves a half-written image a later run would take as done.
 */
export function createArtworkRenderer(storage: ImageStorage): ArtworkRenderer {
  const stored = new Set<string>();
  const listed = new Set<string>();
  return {
    async render(jobs) {
      // One listing per folder the jobs write to, rather than a look-up per file (a request each on a bucket).
      const folders = [...new Set(jobs.map((job) => job.file.slice(0, job.file.lastIndexOf('/') + 1)))].filter((f) => !listed.has(f));
      for (const names of await Promise.all(folders.map((folder) => storage.list(folder)))) names.forEach((n) => stored.add(n));
      folders.forEach((f) => listed.add(f));
      const missing = [...new Map(jobs.filter((job) => !stored.has(job.file)).map((job) => [job.file, job])).values()];
      let next = 0;
      const worker = async () => {
        while (next < missing.length) {
          const job = missing[next++]!;
          await renderOne(storage, job);
          stored.add(job.file);
        }
      };
      await Promise.all(Array.from({ length: parallelRenders }, worker));
      return missing.length;
    },
  };
}

/** Renders each job's SVG and stores it, skipping names already stored, and returns how many were written. */
export async function renderArtwork(storage: ImageStorage, jobs: ArtworkJob[]): Promise<number> {
  return createArtworkRenderer(storage).render(jobs);
}

async function renderOne(storage: ImageStorage, job: ArtworkJob): Promise<void> {
  const image = sharp(Buffer.from(job.svg()));
  const png = /\.png$/i.test(job.file);
  const encoded = png
    ? image.png({ compressionLevel: 9 })
    // Plain libjpeg, not mozjpeg: three times quicker for files a fifth larger, and a large seed draws
    // a few thousand of them; the storefront serves resized WebP variants anyway.
    : image.flatten({ background: '#ffffff' }).jpeg({ quality: 82 });
  await storage.put(job.file, await encoded.toBuffer(), png ? 'image/png' : 'image/jpeg');
}

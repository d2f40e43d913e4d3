import fs from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

export interface ArtworkJob {
  /** Path relative to the uploads folder, e.g. `catalogue/kurta-3.jpg`; the extension picks the format. */
  file: string;
  svg: () => string;
}

/** At most this many images render at once: the seeder shares a two-core machine with the server. */
const parallelRenders = 2;

/**
 * Renders each job's SVG to its file under `uploadsDir`, skipping files already on disk, and
 * returns how many were written. A file is written under a temporary name and renamed, so an
 * interrupted run never leaves a half-written image that a later run would take as done.
 */
export async function renderArtwork(uploadsDir: string, jobs: ArtworkJob[]): Promise<number> {
  const missing: ArtworkJob[] = [];
  for (const job of jobs) {
    if (!(await exists(path.join(uploadsDir, job.file)))) missing.push(job);
  }
  let next = 0;
  const worker = async () => {
    while (next < missing.length) {
      const job = missing[next++]!;
      await renderOne(uploadsDir, job);
    }
  };
  await Promise.all(Array.from({ length: parallelRenders }, worker));
  return missing.length;
}

async function renderOne(uploadsDir: string, job: ArtworkJob): Promise<void> {
  const target = path.join(uploadsDir, job.file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  const image = sharp(Buffer.from(job.svg()));
  const encoded = /\.png$/i.test(job.file)
    ? image.png({ compressionLevel: 9 })
    : image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true });
  const temporary = `${target}.${process.pid}.tmp`;
  await encoded.toFile(temporary);
  await fs.rename(temporary, target);
}

async function exists(file: string): Promise<boolean> {
  try {
    await fs.access(file);
    return true;
  } catch {
    return false;
  }
}

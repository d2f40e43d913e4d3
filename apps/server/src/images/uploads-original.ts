import type { Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';

/** An image file on disk with the facts needed to serve or cache it. */
export interface DiskFile {
  path: string;
  stats: Stats;
}

/** The formats an upload may be stored in, in order of preference; upper case too, since phones name files `IMG_1.JPG`. */
export const originalExts = ['jpg', 'jpeg', 'png', 'webp', 'JPG', 'JPEG', 'PNG', 'WEBP'];

/** The absolute path of a validated relative name inside `root`, or null if it would leave it. */
export function insideDir(root: string, relative: string): string | null {
  const base = resolve(root);
  const full = resolve(join(base, relative));
  // Names are validated before this; the check guards against a future caller that forgets.
  return full.startsWith(base + sep) ? full : null;
}

/** Stats a regular file; a missing file (or a folder of that name) is null, other faults throw. */
export async function statFile(path: string): Promise<Stats | null> {
  try {
    const stats = await stat(path);
    return stats.isFile() ? stats : null;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ENOTDIR' || code === 'ENAMETOOLONG') return null;
    throw error;
  }
}

/** The file stored under exactly this relative name, if any. */
export async function findExact(uploadsDir: string, name: string): Promise<DiskFile | null> {
  const path = insideDir(uploadsDir, name);
  if (!path) return null;
  const stats = await statFile(path);
  return stats ? { path, stats } : null;
}

/** The original upload `<base>.<jpg|jpeg|png|webp>`, preferring the formats in that order. */
export async function findOriginal(uploadsDir: string, base: string): Promise<DiskFile | null> {
  for (const ext of originalExts) {
    const found = await findExact(uploadsDir, `${base}.${ext}`);
    if (found) return found;
  }
  return null;
}

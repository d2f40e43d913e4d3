import { join } from 'node:path';
import { ttlCache } from '../cache/ttl-cache.ts';
import type { ImageStorage } from './storage/storage.ts';
import { writeFileAtomically } from './write-file-atomically.ts';
import { findExact, findOriginal, insideDir, originalExts, statFile, type DiskFile } from './uploads-original.ts';

/** The stored files the uploads route serves and makes variants from, as files on this machine. */
export interface UploadFiles {
  /** The object stored under exactly this name. */
  findExact(name: string): Promise<DiskFile | null>;
  /** The original `<base>.<jpg|jpeg|png|webp>`, preferring the formats in that order. */
  findOriginal(base: string): Promise<DiskFile | null>;
}

/** Copies of a bucket's objects live here, one per machine; the route never serves dot-folders. */
export const readThroughFolder = '.cache';

// A name nobody stored is remembered for 30 s, so made-up URLs cannot turn into bucket traffic.
const missMs = 30_000;
const maxMisses = 10_000;
const fetched = ttlCache<DiskFile | null>(missMs, maxMisses, { keep: (file) => file === null });
const listed = ttlCache<string[]>(missMs, maxMisses, { keep: (keys) => keys.length === 0 });

async function copyToDisk(path: string, bytes: Uint8Array): Promise<DiskFile> {
  await writeFileAtomically(path, bytes);
  const stats = await statFile(path);
  if (!stats) throw new Error(`${path} vanished right after it was written`);
  return { path, stats };
}

/**
 * The files behind /uploads. Local storage: the uploads folder itself, exactly as before there
 * was a storage. A bucket: each object fetched once into `UPLOADS_DIR/.cache/` (stored names
 * never change content: new uploads are content-addressed), found with one list per base name.
 */
export function uploadFiles(uploadsDir: string, storage: ImageStorage | undefined): UploadFiles {
  if (!storage || storage.kind === 'local') {
    const root = storage?.localDir ?? uploadsDir;
    return { findExact: (name) => findExact(root, name), findOriginal: (base) => findOriginal(root, base) };
  }
  const cacheDir = join(uploadsDir, readThroughFolder);
  const fetch = (name: string) => fetched.get(storage, name, async () => {
    const path = insideDir(cacheDir, name);
    const bytes = path && await storage.get(name);
    return path && bytes ? copyToDisk(path, bytes) : null;
  });
  return {
    async findExact(name) {
      return (await findExact(cacheDir, name)) ?? fetch(name);
    },
    async findOriginal(base) {
      const copy = await findOriginal(cacheDir, base);
      if (copy) return copy;
      const keys = new Set(await listed.get(storage, base, () => storage.list(`${base}.`)));
      const ext = originalExts.find((e) => keys.has(`${base}.${e}`));
      return ext ? fetch(`${base}.${ext}`) : null;
    },
  };
}

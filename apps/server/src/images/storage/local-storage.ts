import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { checkKey, splitPrefix, type ImageStorage } from './storage.ts';

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  return code === 'ENOENT' || code === 'ENOTDIR' || code === 'EISDIR';
}

/** Objects as files under the uploads folder: the default, and exactly the layout served before storage existed. */
export function createLocalStorage(uploadsDir: string): ImageStorage {
  const root = resolve(uploadsDir);
  const pathOf = (key: string) => join(root, checkKey(key));
  return {
    kind: 'local',
    localDir: root,
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      // Beside the target, then renamed: a reader sees the old file or the whole new one.
      const temp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, bytes);
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async list(prefix) {
      const { folder, start } = splitPrefix(prefix);
      let entries;
      try {
        entries = await readdir(folder ? pathOf(folder.slice(0, -1)) : root, { withFileTypes: true });
      } catch (error) {
        if (isMissing(error)) return [];
        throw error;
      }
      return entries
        .filter((entry) => entry.isFile() && entry.name.startsWith(start) && !entry.name.startsWith('.') && !entry.name.endsWith('.tmp'))
        .map((entry) => `${folder}${entry.name}`)
        .sort();
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}

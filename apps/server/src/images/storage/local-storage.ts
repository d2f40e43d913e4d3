import { readdir, readFile, rm } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { writeFileAtomically } from '../write-file-atomically.ts';
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
      await writeFileAtomically(pathOf(key), bytes);
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

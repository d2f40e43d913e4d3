import { randomBytes } from 'node:crypto';

/**
 * Where an import's uploaded CSV and ZIP are kept while its job lives, so any process can resume
 * it: the image storage (local folder or bucket, decision 021 §5), under `jobs/<random>/…`.
 * Only the part of the storage's interface jobs use.
 */
export interface KeptFiles {
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

/** A fresh folder for one upload's files: random, so jobs of different databases sharing a storage never meet. */
export function newJobFolder(): string {
  return `jobs/${randomBytes(12).toString('hex')}`;
}

/**
 * Where uploaded images (and other kept files, such as an import's CSV) live: the local uploads
 * folder by default, or an S3-compatible bucket (decision 021 §5). Keys are relative paths with
 * forward slashes, e.g. `s/1/p/3f9a….jpg`.
 */
export interface ImageStorage {
  /** 'local' objects are files under `localDir`, served in place; 's3' objects are fetched once per machine. */
  readonly kind: 'local' | 's3';
  /** The folder objects are files in, for local storage. */
  readonly localDir?: string;
  /** Stores the bytes under the key; a reader sees the old object or the whole new one, never half. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The object's bytes, or null when there is none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Keys in the prefix's folder (not below it) that start with the prefix: `catalogue/kurta-3.` finds its originals. */
  list(prefix: string): Promise<string[]>;
  /** Removes the object; removing a missing one is no error. */
  delete(key: string): Promise<void>;
}

// Plain segments only: no `..`, no leading dot (which keeps `.cache` and `.variants` apart), no backslashes.
const keyPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

/** Throws unless the key is a plain relative path: storages never trust a caller with a path. */
export function checkKey(key: string): string {
  if (!keyPattern.test(key) || key.length > 512) throw new Error(`Not a storage key: ${JSON.stringify(key)}`);
  return key;
}

/** The folder part of a prefix (up to its last slash) and the start of the names wanted in it. */
export function splitPrefix(prefix: string): { folder: string; start: string } {
  const slash = prefix.lastIndexOf('/');
  return { folder: prefix.slice(0, slash + 1), start: prefix.slice(slash + 1) };
}

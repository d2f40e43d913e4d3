import { createLocalStorage } from './local-storage.ts';
import { createS3Storage } from './s3-storage.ts';
import type { ImageStorage } from './storage.ts';
import type { S3Location } from './storage-url.ts';

/** The storage the configuration asks for: the bucket of STORAGE_URL, else the uploads folder. */
export function openImageStorage(config: { UPLOADS_DIR: string; STORAGE_URL?: S3Location | undefined }): ImageStorage {
  return config.STORAGE_URL ? createS3Storage(config.STORAGE_URL) : createLocalStorage(config.UPLOADS_DIR);
}

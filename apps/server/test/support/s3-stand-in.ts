// A local S3 stand-in (s3rver, a dev dependency) for the storage tests (decision 021 §5).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { parseStorageUrl, type S3Location } from '../../src/images/storage/storage-url.ts';

interface S3rverInstance { run(): Promise<{ port: number }>; close(): Promise<void> }
type S3rverClass = new (options: Record<string, unknown>) => S3rverInstance;
// s3rver ships no types; its constructor and run/close are all the tests use.
const S3rver = createRequire(import.meta.url)('s3rver') as S3rverClass;

export interface S3StandIn {
  /** STORAGE_URL of its bucket `haat`, for a server process. */
  url: string;
  location: S3Location;
  /** The environment a process needs to reach it: the URL and s3rver's built-in account. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** Starts s3rver on a free loopback port with one empty bucket; the SDK reads the keys from the environment. */
export async function startS3StandIn(prefix = ''): Promise<S3StandIn> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: 'haat' }] });
  const { port } = await server.run();
  const url = `s3://haat?endpoint=http://127.0.0.1:${port}&region=us-east-1&path_style=1${prefix ? `&prefix=${prefix}` : ''}`;
  const credentials = { AWS_ACCESS_KEY_ID: 'S3RVER', AWS_SECRET_ACCESS_KEY: 'S3RVER' };
  Object.assign(process.env, credentials);
  return {
    url,
    location: parseStorageUrl(url),
    env: { STORAGE_URL: url, ...credentials },
    close: async () => {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

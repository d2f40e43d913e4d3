import {
  DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command, NoSuchKey, PutObjectCommand, S3Client, S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkKey, splitPrefix, type ImageStorage } from './storage.ts';
import type { S3Location } from './storage-url.ts';

function isMissing(error: unknown): boolean {
  return error instanceof NoSuchKey || (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);
}

/**
 * Objects in an S3-compatible bucket (AWS SDK v3; credentials from the SDK's default chain, e.g.
 * AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY).
 */
export function createS3Storage(location: S3Location): ImageStorage {
  const client = new S3Client({
    region: location.region,
    forcePathStyle: location.pathStyle,
    ...(location.endpoint ? { endpoint: location.endpoint } : {}),
    // The SDK's default sends bodies aws-chunked with trailing checksums, which some
    // S3-compatible stores (s3rver among them) keep as part of the object: checksums only where required.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const { bucket, prefix } = location;
  const full = (key: string) => `${prefix}${checkKey(key)}`;
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      // A Buffer, never a stream: its length is known, so the body goes as one plain PUT.
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: full(key), Body: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), ContentType: contentType }));
    },
    async get(key) {
      try {
        const reply = await client.send(new GetObjectCommand({ Bucket: bucket, Key: full(key) }));
        return reply.Body ? await reply.Body.transformToByteArray() : new Uint8Array();
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async list(wanted) {
      const { folder } = splitPrefix(wanted);
      const keys: string[] = [];
      let token: string | undefined;
      do {
        // The delimiter keeps the answer to one folder, as the local storage's readdir does.
        const page = await client.send(new ListObjectsV2Command({
          Bucket: bucket, Prefix: `${prefix}${wanted}`, Delimiter: '/', ...(token ? { ContinuationToken: token } : {}),
        }));
        for (const item of page.Contents ?? []) {
          const key = item.Key?.slice(prefix.length);
          if (key && key.startsWith(folder) && !key.slice(folder.length).includes('/')) keys.push(key);
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: full(key) }));
    },
  };
}

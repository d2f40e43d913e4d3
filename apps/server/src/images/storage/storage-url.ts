/** Where an S3 storage keeps its objects, as STORAGE_URL says. */
export interface S3Location {
  bucket: string;
  /** The S3-compatible service's origin; AWS's own when absent. */
  endpoint?: string;
  region: string;
  /** Put before every key, e.g. `haat/` (empty, or ending in a slash). */
  prefix: string;
  /** Bucket in the path (`endpoint/bucket/key`) rather than the host name: MinIO, s3rver and most stand-ins need it. */
  pathStyle: boolean;
}

const bucketPattern = /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/;
const known = new Set(['endpoint', 'region', 'prefix', 'path_style']);

/**
 * Reads `s3://bucket?endpoint=…&region=…&prefix=…&path_style=1`; throws an Error whose message
 * says what is wrong, for the configuration's one readable message.
 */
export function parseStorageUrl(text: string): S3Location {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error('STORAGE_URL must look like s3://bucket?endpoint=https://…&region=…');
  }
  if (url.protocol !== 's3:') throw new Error('STORAGE_URL must start with s3:// (leave it unset to keep images in UPLOADS_DIR)');
  const bucket = url.hostname;
  if (!bucketPattern.test(bucket) || url.pathname.replace(/^\/$/, '') !== '' || url.username || url.password) {
    throw new Error('STORAGE_URL must name only a bucket after s3:// (3 to 63 lower-case letters, digits, dots or dashes); credentials come from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY');
  }
  for (const key of url.searchParams.keys()) {
    if (!known.has(key)) throw new Error(`STORAGE_URL has an unknown setting "${key}" (known: ${[...known].join(', ')})`);
  }
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  if (endpoint !== undefined && !/^https?:\/\/[^/?#]+\/?$/.test(endpoint)) {
    throw new Error('STORAGE_URL endpoint must be an origin such as https://s3.example.com or http://127.0.0.1:9000');
  }
  const region = url.searchParams.get('region') ?? 'us-east-1';
  if (!/^[a-z0-9-]{1,40}$/.test(region)) throw new Error('STORAGE_URL region must look like ap-south-1');
  let prefix = url.searchParams.get('prefix') ?? '';
  if (prefix && !/^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*\/?$/.test(prefix)) {
    throw new Error('STORAGE_URL prefix must be plain folder names such as shops/haat');
  }
  if (prefix && !prefix.endsWith('/')) prefix += '/';
  const pathStyle = url.searchParams.get('path_style') ?? '0';
  if (pathStyle !== '0' && pathStyle !== '1') throw new Error('STORAGE_URL path_style must be 0 or 1');
  return { bucket, ...(endpoint ? { endpoint: endpoint.replace(/\/$/, '') } : {}), region, prefix, pathStyle: pathStyle === '1' };
}

import { imageSizes, type ImageSize } from '@haat/shared/api';

/** The picture formats an upload URL may ask for. */
export type UploadExt = 'jpg' | 'jpeg' | 'png' | 'webp';

/** A parsed `/uploads/<base>[-<size>].<ext>` request, relative to the uploads folder. */
export interface UploadRequest {
  /** The requested name as-is, e.g. `catalogue/kurta-3-400x400.webp`. */
  name: string;
  /** The name without extension and without a size suffix, e.g. `catalogue/kurta-3`. */
  base: string;
  /** The name without extension, size suffix included: a full-size request has `stem === base`. */
  stem: string;
  size: ImageSize | undefined;
  ext: UploadExt;
}

// Uploads are stored two or three folders deep at most; a cap keeps lookups cheap.
const maxDepth = 4;
const maxSegmentLength = 128;
// No leading dot: that rules out `.`, `..`, hidden files and the `.variants` cache folder.
const segmentPattern = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;
const sizePattern = /^(.+)-(\d{1,4}x\d{1,4})$/;
const exts: readonly UploadExt[] = ['jpg', 'jpeg', 'png', 'webp'];

function isUploadExt(ext: string): ext is UploadExt {
  return (exts as readonly string[]).includes(ext);
}

function isImageSize(size: string): size is ImageSize {
  return (imageSizes as readonly string[]).includes(size);
}

/**
 * Parses a raw (still percent-encoded) path below the uploads mount, without its leading slash.
 * Anything but plain safe segments yields null: the caller answers 404.
 */
export function parseUploadPath(raw: string): UploadRequest | null {
  // The safe characters never need encoding, so any `%` is an encoded slash, dot or worse.
  if (raw.includes('%') || raw.includes('\\')) return null;
  const segments = raw.split('/');
  if (segments.length > maxDepth) return null;
  for (const segment of segments) {
    if (segment.length > maxSegmentLength || !segmentPattern.test(segment)) return null;
  }
  const dot = raw.lastIndexOf('.');
  if (dot <= raw.lastIndexOf('/') + 1) return null;
  const ext = raw.slice(dot + 1).toLowerCase();
  if (!isUploadExt(ext)) return null;
  const stem = raw.slice(0, dot);
  const sized = sizePattern.exec(stem.slice(stem.lastIndexOf('/') + 1));
  const size = sized?.[2];
  if (sized && size && isImageSize(size)) {
    return { name: raw, base: stem.slice(0, stem.length - size.length - 1), stem, size, ext };
  }
  // An unknown size such as `-500x500` stays part of the name, so it only matches a real file
  // of that name: arbitrary resizing is never offered.
  return { name: raw, base: stem, stem, size: undefined, ext };
}

/** The Content-Type of each extension served. */
export function contentTypeOf(ext: string): string | undefined {
  switch (ext.toLowerCase()) {
    case 'jpg':
    case 'jpeg': return 'image/jpeg';
    case 'png': return 'image/png';
    case 'webp': return 'image/webp';
    default: return undefined;
  }
}

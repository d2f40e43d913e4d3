import type { MiddlewareHandler } from 'hono';
import { limitPageBody, maxBodyBytes } from './body.ts';

const megabytes = 1024 * 1024;

/**
 * The console's page posts that carry files (decision 021 §1): their resource routes stream the
 * body on to the console API in-process, which applies the same limits per call (router.ts).
 */
const uploadLimits: ReadonlyArray<readonly [RegExp, number]> = [
  [/^\/console\/products\/[^/]+\/images$/, 16 * megabytes],
  [/^\/console\/categories\/[^/]+\/image$/, 16 * megabytes],
  // A home banner, a banner's phone picture, the shop's logo or favicon.
  [/^\/console\/settings\/home\/banners(\/[^/]+\/phone)?$/, 16 * megabytes],
  [/^\/console\/settings\/branding\/[^/]+$/, 16 * megabytes],
  [/^\/console\/import\/upload$/, 128 * megabytes],
];

const limiters = new Map([maxBodyBytes, ...uploadLimits.map(([, bytes]) => bytes)].map((bytes) => [bytes, limitPageBody(bytes)]));

/** A console page post's body limit: a page's form 64 KB like the storefront's, an upload more. */
export const limitConsolePageBody: MiddlewareHandler = (c, next) => {
  const bytes = uploadLimits.find(([path]) => path.test(c.req.path))?.[1] ?? maxBodyBytes;
  return limiters.get(bytes)!(c, next);
};

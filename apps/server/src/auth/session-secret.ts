import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/**
 * SESSION_SECRET when configured; otherwise a random secret generated on first start and kept
 * in `<dataDir>/session-secret` (mode 600), so XSRF tokens survive restarts and every process
 * sharing the data folder agrees on it.
 */
export function resolveSessionSecret(configured: string | undefined, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'session-secret');
  try {
    return fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(dataDir, { recursive: true });
    const secret = crypto.randomBytes(32).toString('base64url');
    try {
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
      return secret;
    } catch {
      // Another process wrote it first: use theirs.
      return fs.readFileSync(file, 'utf8').trim();
    }
  }
}

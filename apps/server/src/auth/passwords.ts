import crypto from 'node:crypto';
import { promisify } from 'node:util';

const argon2 = promisify(crypto.argon2);

/** OWASP's argon2id minimum (19 MiB, 2 passes, 1 lane): about 30 ms here, fine for sign-in. */
const params = { memory: 19_456, passes: 2, parallelism: 1, tagLength: 32 } as const;

/** Hashes a password with argon2id into a PHC string ($argon2id$v=19$m=…,t=…,p=…$salt$hash). */
export async function hashPassword(password: string): Promise<string> {
  const nonce = crypto.randomBytes(16);
  const hash = await argon2('argon2id', { message: password, nonce, ...params });
  return `$argon2id$v=19$m=${params.memory},t=${params.passes},p=${params.parallelism}$${b64(nonce)}$${b64(hash)}`;
}

/** Checks a password against a stored PHC string, in constant time; false for any malformed hash. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=(\d+)\$([A-Za-z0-9+/]+)\$([A-Za-z0-9+/]+)$/.exec(stored);
  if (!match) return false;
  const [, memory, passes, parallelism, salt, expected] = match as unknown as [string, string, string, string, string, string];
  const want = Buffer.from(expected, 'base64');
  const got = await argon2('argon2id', {
    message: password,
    nonce: Buffer.from(salt, 'base64'),
    memory: Number(memory),
    passes: Number(passes),
    parallelism: Number(parallelism),
    tagLength: want.length,
  });
  return got.length === want.length && crypto.timingSafeEqual(got, want);
}

/** A hash of a random password, checked when the user is unknown so both paths cost the same. */
export const decoyHash = hashPassword(crypto.randomBytes(16).toString('hex'));

function b64(bytes: Buffer): string {
  return bytes.toString('base64').replace(/=+$/, '');
}

import path from 'node:path';
import { DatabaseSync } from 'node:sqlite';

/**
 * The digits of a COD captcha the server issued, read from this run's database by the captcha's
 * id: the page shows them only as a picture, and the server has no way to tell them (by design).
 */
export function codCaptchaCode(signedId: string): string {
  const file = path.resolve(import.meta.dirname, '../../data/e2e', `shop-${process.env.E2E_PORT ?? '3100'}.sqlite`);
  const db = new DatabaseSync(file);
  try {
    const row = db.prepare('SELECT code FROM cod_captchas WHERE id = ?').get(signedId.split('.')[0]!) as { code: string } | undefined;
    if (!row) throw new Error(`No COD captcha ${signedId} in ${file}`);
    return row.code;
  } finally {
    db.close();
  }
}

import type { StoreApi } from '@haat/shared/api';
import type { Db } from '../../src/db/database.ts';

/**
 * Asks the server for a COD captcha as `client`'s session and reads its digits the only way a
 * test can: from the database, by the captcha's id (the page shows them only as a picture).
 */
export async function solveCodCaptcha(db: Db, client: StoreApi): Promise<{ captcha_id: string; captcha_code: string }> {
  const { captcha_id } = await client.newCodCaptcha();
  return { captcha_id, captcha_code: await codCaptchaCode(db, captcha_id) };
}

/** The digits of an issued captcha, by its signed id. */
export async function codCaptchaCode(db: Db, signedId: string): Promise<string> {
  const row = await db.selectFrom('cod_captchas').select('code').where('id', '=', signedId.split('.')[0]!).executeTakeFirstOrThrow();
  return row.code;
}

import type { Db } from '../../db/database.ts';
import { createInvitation } from './invitations.ts';

/** A new store's look until its owner changes it: dark text on white, a deep teal. */
const defaultTheme = { text: '#1f2937', background: '#ffffff', primary: '#0f766e', secondary: '#1e3a8a', accent: '#f59e0b' } as const;

export type NewStoreOutcome =
  | { ok: true; storeId: number; token: string }
  | { ok: false; problem: 'host-taken' };

/**
 * Adds a store for another reseller of this deployment: its host, the default theme, an empty
 * catalogue, and an owner invitation for `ownerEmail` (returned as a token for the link).
 */
export async function createStore(db: Db, input: { name: string; host: string; ownerEmail: string }, now: Date): Promise<NewStoreOutcome> {
  const storeId = await db.transaction().execute(async (trx) => {
    const taken = await trx.selectFrom('store_hosts').select('store_id').where('host', '=', input.host).executeTakeFirst();
    if (taken) return null;
    const { id } = await trx.insertInto('stores').values({
      is_default: 0, name: input.name, email: input.ownerEmail, mobile: '', address: '', logo: '', favicon: '',
      theme_text: defaultTheme.text, theme_background: defaultTheme.background, theme_primary: defaultTheme.primary,
      theme_secondary: defaultTheme.secondary, theme_accent: defaultTheme.accent,
      social_fb: null, social_insta: null, social_linkedin: null, social_twitter: null, social_youtube: null,
      created_at: now.toISOString(),
    }).returning('id').executeTakeFirstOrThrow();
    await trx.insertInto('store_hosts').values({ host: input.host, store_id: id }).execute();
    return id;
  });
  if (storeId === null) return { ok: false, problem: 'host-taken' };
  const made = await createInvitation(db, { storeId, staffId: null }, { email: input.ownerEmail, role: 'owner' }, now);
  return { ok: true, storeId, token: made!.token };
}

import { compiledStatement } from '../db/compiled-once.ts';
import type { Db } from '../db/database.ts';

export interface PinPlace {
  pin: string;
  city: string;
  district: string;
  state: string;
}

/** A PIN code's row in India Post's directory, or null when it has none. */
export async function findPinCode(db: Db, pin: string): Promise<PinPlace | null> {
  const [row] = await pinCodeRow(db, { pin });
  return row ?? null;
}

// Every checkout and every order asks it (compiled once, decision 062).
const pinCodeRow = compiledStatement((db, args: { pin: string }) => db.selectFrom('pin_codes').select(['pin', 'city', 'district', 'state']).where('pin', '=', args.pin));

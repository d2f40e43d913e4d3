import type { IndianState } from './validation.ts';

/**
 * GST state codes: a GSTIN's first two digits name the state that registered it. Andhra
 * Pradesh kept its old code 28 for registrations made before Telangana split off (36), and
 * new ones get 37; 25 (Daman and Diu) merged into 26 in 2020 but old GSTINs still carry it.
 */
export const gstStateCodes: Readonly<Record<string, IndianState>> = {
  '01': 'Jammu and Kashmir', '02': 'Himachal Pradesh', '03': 'Punjab', '04': 'Chandigarh', '05': 'Uttarakhand',
  '06': 'Haryana', '07': 'Delhi', '08': 'Rajasthan', '09': 'Uttar Pradesh', '10': 'Bihar', '11': 'Sikkim',
  '12': 'Arunachal Pradesh', '13': 'Nagaland', '14': 'Manipur', '15': 'Mizoram', '16': 'Tripura', '17': 'Meghalaya',
  '18': 'Assam', '19': 'West Bengal', '20': 'Jharkhand', '21': 'Odisha', '22': 'Chhattisgarh', '23': 'Madhya Pradesh',
  '24': 'Gujarat', '25': 'Dadra and Nagar Haveli and Daman and Diu', '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra', '28': 'Andhra Pradesh', '29': 'Karnataka', '30': 'Goa', '31': 'Lakshadweep', '32': 'Kerala',
  '33': 'Tamil Nadu', '34': 'Puducherry', '35': 'Andaman and Nicobar Islands', '36': 'Telangana', '37': 'Andhra Pradesh',
  '38': 'Ladakh',
};

/** The state code printed beside a state's name (place of supply): the current one where a state has two. */
export function gstStateCodeOf(state: string): string | null {
  let found: string | null = null;
  for (const [code, name] of Object.entries(gstStateCodes)) if (name === state) found = code;
  return found;
}

const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * A regular taxpayer's GSTIN: state code, the PAN (5 letters, 4 digits, a letter), the entity's
 * number under that PAN (1–9, then A–Z), 'Z', and a check character.
 */
const gstinShape = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The check character of a GSTIN's first 14 characters: the GSTN's mod-36 scheme (Luhn over base 36). */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = alphabet.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return alphabet[(36 - (sum % 36)) % 36]!;
}

export type GstinProblem = 'shape' | 'state' | 'check';

/** What is wrong with a GSTIN (already trimmed and upper-cased), or null when it is a valid one. */
export function gstinProblem(gstin: string): GstinProblem | null {
  if (!gstinShape.test(gstin)) return 'shape';
  if (!gstStateCodes[gstin.slice(0, 2)]) return 'state';
  return gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14] ? null : 'check';
}

/** Whether a GSTIN is well formed, names a state and carries the right check character. */
export function isGstin(gstin: string): boolean {
  return gstinProblem(gstin) === null;
}

/** The state a GSTIN was registered in (its first two digits), or null for no state's code. */
export function gstinState(gstin: string): IndianState | null {
  return gstStateCodes[gstin.slice(0, 2)] ?? null;
}

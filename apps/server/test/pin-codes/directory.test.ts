import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pinCodeRows, readPostOffices, type PostOffice } from '../../src/pin-codes/directory.ts';
import { importPinCodes } from '../../src/pin-codes/import.ts';
import { createTestDatabase, describeEachEngine, type TestDatabase } from '../support/engines.ts';

const office = (pincode: number, district: string, state: string, name = 'Post office'): PostOffice => ({ name, pincode, district, state });

describe('PIN rows from the directory', () => {
  it('takes the district and state most of a PIN\'s offices lie in', () => {
    const rows = pinCodeRows([
      office(400001, 'Raigarh(MH)', 'Maharashtra', 'Elephanta Caves Po'),
      office(400001, 'Mumbai', 'Maharashtra'),
      office(400001, 'Mumbai', 'Maharashtra'),
    ]);
    expect(rows).toEqual([{ pin: '400001', city: 'Mumbai', district: 'Mumbai', state: 'Maharashtra' }]);
  });

  it('breaks a tie the same way every time, whatever the order', () => {
    const a = office(160014, 'Chandigarh', 'Chandigarh');
    const b = office(160014, 'Mohali', 'Punjab');
    expect(pinCodeRows([a, b])).toEqual(pinCodeRows([b, a]));
    expect(pinCodeRows([a, b])[0]?.state).toBe('Chandigarh');
  });

  it('uses the form\'s state names, Ladakh included, and drops districts\' state tags', () => {
    const rows = pinCodeRows([
      office(194101, 'Leh', 'Jammu & Kashmir'),
      office(190001, 'Srinagar', 'Jammu & Kashmir'),
      office(605001, 'Pondicherry', 'Pondicherry'),
      office(496001, 'Raigarh', 'Chattisgarh'),
      office(174001, 'Bilaspur (HP)', 'Himachal Pradesh'),
      office(396210, 'Daman', 'Daman & Diu'),
    ]);
    expect(rows.map((r) => [r.pin, r.district, r.state])).toEqual([
      ['174001', 'Bilaspur', 'Himachal Pradesh'],
      ['190001', 'Srinagar', 'Jammu and Kashmir'],
      ['194101', 'Leh', 'Ladakh'],
      ['396210', 'Daman', 'Dadra and Nagar Haveli and Daman and Diu'],
      ['496001', 'Raigarh', 'Chhattisgarh'],
      ['605001', 'Pondicherry', 'Puducherry'],
    ]);
  });

  it('refuses a state it does not know or a PIN that is not six digits, rather than guess', () => {
    expect(() => pinCodeRows([office(110001, 'Delhi', 'Atlantis')])).toThrow(/Atlantis/);
    expect(() => pinCodeRows([office(11000, 'Delhi', 'Delhi')])).toThrow(/six digits/);
  });

  it('gives the package\'s 19,159 PINs from its 154,874 offices', () => {
    const offices = readPostOffices();
    expect(offices).toHaveLength(154874);
    const rows = pinCodeRows(offices);
    expect(rows).toHaveLength(19159);
    expect(new Set(rows.map((r) => r.state)).size).toBe(36);
  });
});

describeEachEngine('pin_codes table', (engine) => {
  let test: TestDatabase;
  beforeAll(async () => { test = await createTestDatabase(engine); });
  afterAll(async () => { await test.drop(); });

  it('is filled by the migration, one row per PIN', async () => {
    const { count } = await test.db.selectFrom('pin_codes').select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(count)).toBe(19159);
    const row = await test.db.selectFrom('pin_codes').selectAll().where('pin', '=', '560001').executeTakeFirstOrThrow();
    expect(row).toEqual({ pin: '560001', city: 'Bangalore', district: 'Bangalore', state: 'Karnataka' });
  });

  it('is the same after a second import, which replaces rather than adds', async () => {
    expect(await importPinCodes(test.db)).toBe(19159);
    const rows = await test.db.selectFrom('pin_codes').select('pin').execute();
    expect(rows).toHaveLength(19159);
    const small = [{ pin: '110001', city: 'Central Delhi', district: 'Central Delhi', state: 'Delhi' }];
    await importPinCodes(test.db, small);
    expect(await test.db.selectFrom('pin_codes').selectAll().execute()).toEqual(small);
    await importPinCodes(test.db);
  });
});

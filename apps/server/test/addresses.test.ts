import { expect, it } from 'vitest';
import { StoreApiError, type AddressInput } from '@haat/shared/api';
import { indianStates, messages } from '@haat/shared/rules';
import { openSession } from '../src/auth/sessions.ts';
import { addressLimit } from '../src/services/accounts/addresses.ts';
import { apiSuite } from './support/api-app.ts';
import { insertCustomer } from './support/accounts.ts';
import { apiFor } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';

const home: AddressInput = {
  name: 'Asha Devi Verma',
  email: 'Asha@Example.in',
  mobile: '9876543210',
  address1: '14 Lake View Road',
  address2: 'Banjara Hills',
  city: 'Hyderabad',
  state: 'Telangana',
  pincode: '500034',
};
const office: AddressInput = {
  name: 'Asha',
  email: 'asha.work@example.in',
  mobile: '9123456780',
  address1: '3rd Floor, Cyber Towers',
  address2: 'HITEC City',
  city: 'Hyderabad',
  state: 'Telangana',
  pincode: '500081',
};
/** The save call's body as the spec shows it (accounts spec §3). */
const wireBody = (input: AddressInput) => ({ ...input, country: 'India', district: '' });

describeEachEngine('saved addresses API', (engine) => {
  const suite = apiSuite(engine);

  /** A customer of a store (the localhost one by default) and a bearer token for them. */
  async function customer(storeId = suite.fx.storeId) {
    const { id } = await insertCustomer(suite.test.db, storeId);
    const { token } = await openSession(suite.test.db, id, new Date());
    return { id, token, client: suite.api.signedIn(token) };
  }

  const post = (path: string, token: string, body: unknown) =>
    suite.api.raw(path, { method: 'POST', body: JSON.stringify(body), headers: { authorization: `Bearer ${token}` } });

  async function expect400(response: Response, message: string) {
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'false', message });
  }

  it('lists, adds, updates and removes through the typed client', async () => {
    const { client } = await customer();
    expect(await client.getAddresses()).toEqual([]);

    expect(await client.addAddress(home)).toBe(messages.addressSaved);
    const [saved] = await client.getAddresses();
    // The e-mail is kept lower-cased; the single Name comes back whole.
    expect(saved).toEqual({ ...home, id: expect.any(Number), email: 'asha@example.in', district: 'Hyderabad' });

    const moved = { ...home, name: 'Asha Verma', address1: '22 Jubilee Hills', pincode: '500033' };
    expect(await client.updateAddress(saved!.id, moved)).toBe(messages.addressUpdated);
    expect(await client.getAddresses()).toEqual([{ ...moved, id: saved!.id, email: 'asha@example.in', district: 'Hyderabad' }]);

    expect(await client.deleteAddress(saved!.id)).toBe(messages.addressRemoved);
    expect(await client.getAddresses()).toEqual([]);
  });

  it('answers in the spec wire format, Name split at the first space', async () => {
    const { id, token, client } = await customer();
    const save = await post('/api/insert_Customer_add', token, wireBody(home));
    expect(save.status).toBe(200);
    expect(await save.json()).toEqual({ status: 'true', message: 'Your address has been saved successfully!' });
    const row = await suite.test.db.selectFrom('addresses').selectAll().where('customer_id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ first_name: 'Asha', last_name: 'Devi Verma', country: 'India', store_id: suite.fx.storeId });

    const list = await suite.api.raw('/api/Get_AllAddress', { headers: { authorization: `Bearer ${token}` } });
    expect(await list.json()).toEqual({
      status: 'true',
      data: [{
        id: row.id, firstname: 'Asha', lastname: 'Devi Verma', emailid: 'asha@example.in', mobileno: '9876543210',
        pincode: '500034', address1: '14 Lake View Road', address2: 'Banjara Hills', city: 'Hyderabad', district: 'Hyderabad',
        STATENAME: 'Telangana',
      }],
    });

    // A one-word name is all first name.
    await client.addAddress(office);
    const second = await suite.test.db.selectFrom('addresses').selectAll().where('customer_id', '=', id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(second).toMatchObject({ first_name: 'Asha', last_name: '' });
    expect((await client.getAddresses())[1]?.name).toBe('Asha');
  });

  it('lists oldest first (the first is the default), only the caller\'s, only this store\'s', async () => {
    const me = await customer();
    const someoneElse = await customer();
    await me.client.addAddress(home);
    await someoneElse.client.addAddress({ ...home, name: 'Ravi Kumar' });
    await me.client.addAddress(office);
    await me.client.addAddress({ ...office, name: 'Third Place' });
    // A row of this customer's id under another store is not this store's address book.
    const at = new Date().toISOString();
    await suite.test.db.insertInto('addresses').values({
      store_id: suite.fx.otherStoreId, customer_id: me.id, first_name: 'Elsewhere', last_name: '', email: 'x@example.in',
      mobile: '9000000000', address1: 'a', address2: 'b', city: 'c', state: 'Goa', pincode: '403001', created_at: at, updated_at: at,
    }).execute();

    expect((await me.client.getAddresses()).map((a) => a.name)).toEqual(['Asha Devi Verma', 'Asha', 'Third Place']);
    expect((await someoneElse.client.getAddresses()).map((a) => a.name)).toEqual(['Ravi Kumar']);
  });

  it('says "This field is required" for each missing or blank field', async () => {
    const { token, client } = await customer();
    const fields = ['name', 'email', 'mobile', 'address1', 'address2', 'city', 'pincode', 'state'] as const;
    for (const field of fields) {
      const { [field]: _, ...missing } = wireBody(home);
      await expect400(await post('/api/insert_Customer_add', token, missing), 'This field is required');
      await expect400(await post('/api/insert_Customer_add', token, { ...wireBody(home), [field]: '   ' }), 'This field is required');
    }
    // An empty body names the first field.
    await expect400(await post('/api/insert_Customer_add', token, {}), 'This field is required');
    expect(await client.getAddresses()).toEqual([]);
  });

  it('checks mobile, zip code, state, e-mail and country with the spec\'s messages', async () => {
    const { token, client } = await customer();
    const cases: Array<[Record<string, string>, string]> = [
      [{ mobile: '98765' }, 'Mobile number must be exactly 10 digits'],
      [{ mobile: '98765432101' }, 'Mobile number must be exactly 10 digits'],
      [{ mobile: '98765abcde' }, 'Mobile number must be exactly 10 digits'],
      [{ pincode: '5000' }, 'Zip code must be exactly 6 digits'],
      [{ pincode: '50003a' }, 'Zip code must be exactly 6 digits'],
      [{ state: 'Atlantis' }, 'Please choose a state from the list.'],
      [{ state: 'telangana' }, 'Please choose a state from the list.'],
      [{ email: 'asha@example' }, 'Please enter a valid e-mail address.'],
      [{ email: 'not an email' }, 'Please enter a valid e-mail address.'],
      [{ country: 'Nepal' }, 'country must be India.'],
    ];
    for (const [change, message] of cases) {
      await expect400(await post('/api/insert_Customer_add', token, { ...wireBody(home), ...change }), message);
    }
    expect(await client.getAddresses()).toEqual([]);

    // The same rules guard an update, and a refused update changes nothing.
    await client.addAddress(home);
    const [saved] = await client.getAddresses();
    await expect400(await post('/api/update_Customer_add', token, { ...wireBody(home), id: saved!.id, pincode: '123' }), 'Zip code must be exactly 6 digits');
    await expect400(await post('/api/update_Customer_add', token, { ...wireBody(home), id: saved!.id, name: '' }), 'This field is required');
    expect(await client.getAddresses()).toEqual([saved]);
  });

  it('takes every one of the 36 states and union territories', async () => {
    expect(indianStates).toHaveLength(36);
    const { client } = await customer();
    // A real PIN of each (an address's PIN must lie in its state).
    const pins = await suite.test.db.selectFrom('pin_codes').select(['state', (eb) => eb.fn.min('pin').as('pin')]).groupBy('state').execute();
    const pinOf = new Map(pins.map((p) => [p.state, p.pin]));
    for (const state of indianStates.slice(0, 36)) await client.addAddress({ ...home, state, pincode: pinOf.get(state) ?? '' });
    expect((await client.getAddresses()).map((a) => a.state)).toEqual([...indianStates]);
  });

  it(`keeps at most ${addressLimit} addresses per customer, with a clear message`, async () => {
    const { id, token, client } = await customer();
    const at = new Date().toISOString();
    await suite.test.db.insertInto('addresses').values(Array.from({ length: addressLimit }, (_, i) => ({
      store_id: suite.fx.storeId, customer_id: id, first_name: `Place${i}`, last_name: '', email: 'a@example.in', mobile: '9876543210',
      address1: 'a', address2: 'b', city: 'c', state: 'Goa', pincode: '403001', created_at: at, updated_at: at,
    }))).execute();
    await expect400(await post('/api/insert_Customer_add', token, wireBody(home)), messages.addressLimitReached);
    expect(messages.addressLimitReached).toContain(String(addressLimit));
    expect(await client.getAddresses()).toHaveLength(addressLimit);
    // Removing one makes room again.
    const [first] = await client.getAddresses();
    await client.deleteAddress(first!.id);
    expect(await client.addAddress(home)).toBe(messages.addressSaved);
  });

  it('refuses another customer\'s address for update and delete (404) and leaves it unchanged', async () => {
    const owner = await customer();
    const intruder = await customer();
    await owner.client.addAddress(home);
    const [theirs] = await owner.client.getAddresses();

    const update = await post('/api/update_Customer_add', intruder.token, { ...wireBody(office), id: theirs!.id });
    expect(update.status).toBe(404);
    expect(await update.json()).toEqual({ status: 'false', message: 'Address not found.' });
    const remove = await post('/api/delete_Customer_add', intruder.token, { id: theirs!.id });
    expect(remove.status).toBe(404);
    expect(await remove.json()).toEqual({ status: 'false', message: 'Address not found.' });

    expect(await owner.client.getAddresses()).toEqual([theirs]);
    expect(await intruder.client.getAddresses()).toEqual([]);
  });

  it('answers 404 for unknown ids and 400 for ids that are not ids', async () => {
    const { token, client } = await customer();
    for (const id of [987_654]) {
      const update = await post('/api/update_Customer_add', token, { ...wireBody(home), id });
      expect(update.status, String(id)).toBe(404);
      const remove = await post('/api/delete_Customer_add', token, { id });
      expect(remove.status, String(id)).toBe(404);
      expect(await remove.json()).toEqual({ status: 'false', message: 'Address not found.' });
    }
    for (const id of [0, -1, 'abc', 1.5, 1e20, 2_147_483_648]) {
      expect((await post('/api/delete_Customer_add', token, { id })).status, String(id)).toBe(400);
    }
    await expect(client.deleteAddress(987_654)).rejects.toMatchObject({ status: 404, message: 'Address not found.' });
    await expect(client.updateAddress(987_654, home)).rejects.toBeInstanceOf(StoreApiError);
  });

  it('refuses every call without a valid token with the exact 401', async () => {
    const denied = { Message: 'Authorization has been denied for this request.' };
    const calls: Array<[string, RequestInit]> = [
      ['/api/Get_AllAddress', {}],
      ['/api/insert_Customer_add', { method: 'POST', body: JSON.stringify(wireBody(home)) }],
      ['/api/update_Customer_add', { method: 'POST', body: JSON.stringify({ ...wireBody(home), id: 1 }) }],
      ['/api/delete_Customer_add', { method: 'POST', body: JSON.stringify({ id: 1 }) }],
    ];
    for (const [path, init] of calls) {
      const anonymous = await suite.api.raw(path, init);
      expect(anonymous.status, path).toBe(401);
      expect(await anonymous.json()).toEqual(denied);
      const forged = await suite.api.raw(path, { ...init, headers: { authorization: 'Bearer not-a-real-token' } });
      expect(forged.status, path).toBe(401);
      expect(await forged.json()).toEqual(denied);
    }
    await expect(suite.api.client.getAddresses()).rejects.toMatchObject({ status: 401 });
  });

  it('a token of another store\'s customer is refused here', async () => {
    const elsewhere = await customer(suite.fx.otherStoreId);
    const reply = await suite.api.raw('/api/Get_AllAddress', { headers: { authorization: `Bearer ${elsewhere.token}` } });
    expect(reply.status).toBe(401);
    const there = apiFor(suite.test.db, 'other.example').signedIn(elsewhere.token);
    expect(await there.getAddresses()).toEqual([]);
  });
});

import { expect, it } from 'vitest';
import { messages } from '@haat/shared/rules';
import { customerConflictOf } from '../src/services/accounts/customers.ts';
import { apiSuite } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';

describeEachEngine('account API: registration', (engine) => {
  const suite = apiSuite(engine);

  let serial = 0;
  /** A valid registration with a fresh e-mail and mobile. */
  const registration = () => {
    serial += 1;
    return { firstname: 'Asha', lastname: 'Verma', email: `asha${serial}@example.in`, mobileno: `98100${String(serial).padStart(5, '0')}`, password: 'Rangoli2024' };
  };
  const register = (body: unknown, host = 'localhost') =>
    suite.api.raw('/api/insert_customer', { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { host } });
  const customerCount = async () => Number((await suite.test.db.selectFrom('customers').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

  it('registers a customer of the request\'s store: status "true" and the spec\'s message', async () => {
    const body = { ...registration(), email: '  Asha.Verma@Example.IN ' };
    const response = await register(body);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'true', message: 'Registration successful!' });
    const row = await suite.test.db.selectFrom('customers').selectAll().where('email', '=', 'asha.verma@example.in').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ store_id: suite.fx.storeId, first_name: 'Asha', last_name: 'Verma', mobile: body.mobileno, email_verified_at: null });
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
    expect(row.password_hash).not.toContain(body.password);
  });

  it('the typed client registers too and returns the message', async () => {
    expect(await suite.api.client.register(registration())).toBe(messages.registrationSuccessful);
  });

  const broken: Array<[string, Record<string, unknown>, string]> = [
    ['password shorter than 8', { password: 'Abc1234' }, 'Password must be at least 8 characters long.'],
    ['password longer than 16', { password: 'Abcdefgh12345678X' }, 'Password must not exceed 16 characters.'],
    ['password without an uppercase letter', { password: 'rangoli2024' }, 'Password must contain at least one uppercase letter.'],
    ['password without a lowercase letter', { password: 'RANGOLI2024' }, 'Password must contain at least one lowercase letter.'],
    ['password without a number', { password: 'RangoliDiya' }, 'Password must contain at least one number.'],
    ['password missing', { password: undefined }, 'Password is required.'],
    ['mobile of 9 digits', { mobileno: '981234567' }, 'Phone number must be exactly 10 digits.'],
    ['mobile of 11 digits', { mobileno: '98123456789' }, 'Phone number must be exactly 10 digits.'],
    ['mobile with letters', { mobileno: '98123abcde' }, 'Phone number must be exactly 10 digits.'],
    ['mobile with +91', { mobileno: '+919812345678' }, 'Phone number must be exactly 10 digits.'],
    ['mobile missing', { mobileno: undefined }, 'Phone number must be exactly 10 digits.'],
    ['first name missing', { firstname: undefined }, 'First name is required.'],
    ['first name blank', { firstname: '   ' }, 'First name is required.'],
    ['last name missing', { lastname: undefined }, 'Last name is required.'],
    ['e-mail missing', { email: undefined }, 'Email is required.'],
    ['e-mail without @', { email: 'asha.example.in' }, 'Please enter a valid e-mail address.'],
    ['e-mail without a domain dot', { email: 'asha@example' }, 'Please enter a valid e-mail address.'],
    ['e-mail with a space', { email: 'asha verma@example.in' }, 'Please enter a valid e-mail address.'],
  ];
  it.each(broken)('refuses a registration with %s: 400 and the rule\'s own message', async (_, change, message) => {
    const before = await customerCount();
    const response = await register({ ...registration(), ...change });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ status: 'false', message });
    expect(await customerCount()).toBe(before);
  });

  it('names the first broken rule when several are broken, and refuses bodies that are not JSON objects', async () => {
    expect(await (await register({ email: 'nope', mobileno: '1' })).json()).toEqual({ status: 'false', message: 'First name is required.' });
    expect(await (await register({ ...registration(), mobileno: '12', password: 'short' })).json())
      .toEqual({ status: 'false', message: 'Phone number must be exactly 10 digits.' });
    const malformed = await register('{"firstname": "Asha"');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ status: 'false', message: 'Request body must be valid JSON.' });
    const list = await register('[1,2]');
    expect(list.status).toBe(400);
    expect((await list.json()).status).toBe('false');
  });

  it('refuses an e-mail already registered in this store, whatever its case: 409', async () => {
    const first = registration();
    await suite.api.client.register(first);
    const before = await customerCount();
    const response = await register({ ...registration(), email: first.email.toUpperCase() });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ status: 'false', message: 'An account with this e-mail already exists.' });
    expect(await customerCount()).toBe(before);
  });

  it('refuses a mobile already registered in this store: 409', async () => {
    const first = registration();
    await suite.api.client.register(first);
    const response = await register({ ...registration(), mobileno: first.mobileno });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({ status: 'false', message: 'An account with this mobile number already exists.' });
  });

  it('lets the same e-mail and mobile register in another store', async () => {
    const first = registration();
    await suite.api.client.register(first);
    const response = await register(first, 'other.example');
    expect(response.status).toBe(200);
    const rows = await suite.test.db.selectFrom('customers').select('store_id').where('email', '=', first.email).orderBy('store_id').execute();
    expect(rows.map((r) => r.store_id)).toEqual([suite.fx.storeId, suite.fx.otherStoreId].sort((a, b) => a - b));
  });

  it('two registrations racing for one e-mail: exactly one wins, the others get the 409', async () => {
    const email = registration().email;
    const responses = await Promise.all([1, 2, 3, 4].map(() => register({ ...registration(), email })));
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    for (const response of responses.filter((r) => r.status === 409)) {
      expect(await response.json()).toEqual({ status: 'false', message: messages.emailTaken });
    }
    const rows = await suite.test.db.selectFrom('customers').select('id').where('email', '=', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('recognises this engine\'s unique-constraint errors by the contact they name', async () => {
    const taken = registration();
    await suite.api.client.register(taken);
    const insert = (email: string, mobile: string) => suite.test.db.insertInto('customers').values({
      store_id: suite.fx.storeId, first_name: 'X', last_name: 'Y', email, mobile, password_hash: 'x',
      email_verified_at: null, mobile_verified_at: null, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z',
    }).execute().then(() => null, (error: unknown) => error);
    expect(customerConflictOf(await insert(taken.email, '9999999998'))).toBe('email');
    expect(customerConflictOf(await insert('fresh@example.in', taken.mobileno))).toBe('mobile');
    const foreignKey = await suite.test.db.insertInto('customers').values({
      store_id: 987654, first_name: 'X', last_name: 'Y', email: 'fk@example.in', mobile: '9999999997', password_hash: 'x',
      email_verified_at: null, mobile_verified_at: null, created_at: 'x', updated_at: 'x',
    }).execute().then(() => null, (error: unknown) => error);
    expect(foreignKey).toBeInstanceOf(Error);
    expect(customerConflictOf(foreignKey)).toBeNull();
  });
});

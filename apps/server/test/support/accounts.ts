import crypto from 'node:crypto';
import { hashPassword } from '../../src/auth/passwords.ts';
import type { Db } from '../../src/db/database.ts';
import { apiSuite } from './api-app.ts';
import type { TestDatabase } from './engines.ts';

/** Who a suite's registered customers are; each gets a numbered e-mail and mobile. */
export interface Person {
  firstname: string;
  lastname: string;
  password: string;
  /** The first five digits of their mobile numbers; the last five count the customers up. */
  mobilePrefix: string;
}

/** An API suite whose tests register customers through the API and sign them in. */
export function accountSuite(engine: TestDatabase['engine'], person: Person) {
  const suite = apiSuite(engine);
  let serial = 0;

  /** Registers a fresh customer and returns what signs them in. */
  async function newCustomer() {
    serial += 1;
    const { firstname, lastname, password, mobilePrefix } = person;
    const customer = {
      firstname, lastname, email: `${firstname.toLowerCase()}${serial}@example.in`, mobileno: `${mobilePrefix}${String(serial).padStart(5, '0')}`, password,
    };
    await suite.api.client.register(customer);
    return customer;
  }

  /** Signs in through the typed client; the XSRF token is read from its Set-Cookie line. */
  async function signIn(username: string, password: string, app = suite.api) {
    const reply = await app.client.signIn(username, password);
    const xsrf = reply.setCookies.find((line) => line.startsWith('XSRF-TOKEN='))!.split(';')[0]!.slice('XSRF-TOKEN='.length);
    return { token: reply.accessToken, xsrf };
  }

  return Object.assign(suite, { newCustomer, signIn });
}

/**
 * A customer of a store, inserted directly (registration has its own tests): unverified, with an
 * e-mail and mobile of their own.
 */
export async function insertCustomer(db: Db, storeId: number, who: { firstName?: string; lastName?: string; password?: string } = {}) {
  const { firstName = 'Test', lastName = 'Customer', password = 'Secret123' } = who;
  const id = crypto.randomBytes(4).toString('hex');
  const customer = {
    first_name: firstName, last_name: lastName, email: `${firstName.toLowerCase()}.${id}@example.in`,
    mobile: `9${String(crypto.randomInt(0, 1e9)).padStart(9, '0')}`,
  };
  const at = new Date().toISOString();
  const row = await db.insertInto('customers').values({
    store_id: storeId, ...customer, password_hash: await hashPassword(password),
    email_verified_at: null, mobile_verified_at: null, created_at: at, updated_at: at,
  }).returning('id').executeTakeFirstOrThrow();
  return { id: row.id, ...customer };
}

import { expect, it } from 'vitest';
import { apiPaths, withoutNul } from '@haat/shared/api';
import { maxInteger, messages } from '@haat/shared/rules';
import { openSession } from '../src/auth/sessions.ts';
import { buildOpenApiDocument } from '../src/http/openapi.ts';
import { insertCustomer } from './support/accounts.ts';
import { apiSuite } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';
import { operationsOf, type JsonSchema } from './support/openapi-operations.ts';

// What the database cannot hold, a NUL in text or an id past 2^31 - 1, is bad input on both
// engines: a 400 in the protocol's shape, never PostgreSQL's error as a 500.
const nul = '\u0000';
const tooLarge = maxInteger + 1;

describeEachEngine('text with NUL and ids past 32 bits', (engine) => {
  const suite = apiSuite(engine);

  async function signedIn() {
    const customer = await insertCustomer(suite.test.db, suite.fx.storeId);
    const { token } = await openSession(suite.test.db, customer.id, new Date());
    return { customer, headers: { authorization: `Bearer ${token}` } };
  }

  async function expect400(response: Response, message: string | RegExp) {
    expect(response.status).toBe(400);
    const reply = await response.json();
    expect(reply.status).toBe('false');
    expect(reply.message).toMatch(message);
  }

  const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    suite.api.raw(path, { method: 'POST', body: JSON.stringify(body), headers });

  it('refuses a NUL in the sign-in form with OAuth2\'s invalid_request', async () => {
    for (const [username, password] of [[`asha${nul}@example.in`, 'Secret123'], ['asha@example.in', `Secret${nul}123`]]) {
      const response = await suite.api.raw(apiPaths.token, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ username: username!, password: password!, grant_type: 'password' }).toString(),
      });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ error: 'invalid_request', error_description: messages.textHasNul });
    }
  });

  it('refuses a NUL in searches, registration, profile, addresses, cancellation and cart colour', async () => {
    await expect400(await post(apiPaths.productFilters, { search: `kurta${nul}` }), `search: ${messages.textHasNul}`);
    await expect400(await post(apiPaths.productFilters, { search: 'kurta', name: nul }), `name: ${messages.textHasNul}`);
    await expect400(await post(apiPaths.singleProduct, { search: `cotton-anarkali-kurta-a1${nul}` }), `search: ${messages.textHasNul}`);
    const registration = { firstname: `Asha${nul}`, lastname: 'Verma', email: 'nul.asha@example.in', mobileno: '9812345670', password: 'Secret123' };
    await expect400(await post(apiPaths.register, registration), messages.textHasNul);
    expect(await suite.test.db.selectFrom('customers').select('id').where('email', '=', registration.email).execute()).toEqual([]);

    const { customer, headers } = await signedIn();
    await expect400(await post(apiPaths.updateProfile, { firstname: 'Asha', lastname: `Ver${nul}ma`, email: customer.email }, headers), messages.textHasNul);
    const address = { name: 'Asha Verma', email: 'asha@example.in', mobile: '9876543210', address1: `14 Lake View${nul}`, address2: 'Banjara Hills', city: 'Hyderabad', state: 'Telangana', pincode: '500034' };
    await expect400(await post(apiPaths.addAddress, address, headers), messages.textHasNul);
    await expect400(await post(apiPaths.cancelOrderLine, { order_line_id: 1, reason: 'Cash Issue', comments: `Changed my mind${nul}` }, headers), messages.textHasNul);
    await expect400(await post(apiPaths.cart, [{ prod_id: suite.fx.products.anarkali, unit: 1, cart_size: 'S', color: `Maroon${nul}` }], headers), `0.color: ${messages.textHasNul}`);
    const unchanged = await suite.test.db.selectFrom('customers').select(['last_name']).where('id', '=', customer.id).executeTakeFirstOrThrow();
    expect(unchanged.last_name).toBe('Customer');
    expect(await suite.test.db.selectFrom('addresses').select('id').where('customer_id', '=', customer.id).execute()).toEqual([]);
    expect(await suite.test.db.selectFrom('cart_lines').select('product_id').where('customer_id', '=', customer.id).execute()).toEqual([]);
  });

  it('refuses ids past 2^31 - 1 in bodies and query strings', async () => {
    await expect400(await post(apiPaths.productsByIds, { ids: [suite.fx.products.anarkali, tooLarge] }), /^ids\.1: /);
    await expect400(await post(apiPaths.productsByIds, { ids: [2 ** 53] }), /^ids\.0: /);
    const { headers } = await signedIn();
    await expect400(await suite.api.raw(`${apiPaths.orderPayment}?order_id=${tooLarge}`, { headers }), 'order_id must be an order number.');
    await expect400(await suite.api.raw(`${apiPaths.orderTracking}?order_id=${tooLarge}`, { headers }), 'order_id must be an order number.');
    await expect400(await post(apiPaths.cart, [{ prod_id: tooLarge, unit: 1, cart_size: 'S' }], headers), /^0\.prod_id: /);
    await expect400(await post(apiPaths.deleteAddress, { id: tooLarge }, headers), 'id must be an address id.');
    await expect400(await post(apiPaths.placeOrder, { addressid: tooLarge, paymentmode: 'COD', orders: [{ asinid: 1, quantity: 1 }] }, headers), /^addressid: /);
  });
});

/** Every string and number node of a JSON Schema, with where it is. */
function leaves(schema: JsonSchema & Record<string, any>, at: string): Array<{ at: string; node: Record<string, any> }> {
  const children: Array<[string, JsonSchema | undefined]> = [
    ...Object.entries(schema.properties ?? {}).map(([name, s]) => [`${at}.${name}`, s] as [string, JsonSchema]),
    ...(schema.prefixItems ?? []).map((s, i) => [`${at}[${i}]`, s] as [string, JsonSchema]),
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].map((s) => [at, s] as [string, JsonSchema]),
    [`${at}[]`, schema.items === false ? undefined : schema.items],
  ];
  const types = [schema.type].flat();
  const own = types.some((t) => t === 'string' || t === 'integer' || t === 'number') ? [{ at, node: schema }] : [];
  return [...own, ...children.flatMap(([where, child]) => (child ? leaves(child, where) : []))];
}

it('every request field of the OpenAPI document refuses NUL and numbers past 32 bits', () => {
  const operations = operationsOf(buildOpenApiDocument() as never);
  const problems: string[] = [];
  for (const op of operations) {
    const schemas = [
      ...(op.schema ? [{ at: 'body', schema: op.schema }] : []),
      ...op.parameters.filter((p) => p.in === 'query' && p.schema).map((p) => ({ at: `query ${p.name}`, schema: p.schema! })),
    ];
    for (const { at, node } of schemas.flatMap(({ at: where, schema }) => leaves(schema, where))) {
      const where = `${op.method} ${op.path} ${at}`;
      if ([node.type].flat().includes('string') && node.enum === undefined && node.const === undefined) {
        const patterns = [node.pattern, ...(node.allOf ?? []).map((s: JsonSchema & { pattern?: string }) => s.pattern)];
        if (!patterns.includes(withoutNul.source)) problems.push(`${where}: text that may hold NUL (build it with text())`);
      }
      if ([node.type].flat().some((t) => t === 'integer' || t === 'number')) {
        const max = node.maximum ?? node.exclusiveMaximum;
        const min = node.minimum ?? node.exclusiveMinimum;
        if (max === undefined || max > maxInteger || min === undefined || min < -maxInteger - 1) problems.push(`${where}: a number past 32 bits (build it with wholeNumber() or rowId())`);
      }
    }
  }
  expect(operations.length).toBeGreaterThan(30);
  expect(problems).toEqual([]);
});

import { expect, it } from 'vitest';
import { apiPaths } from '@haat/shared/api';
import { openSession } from '../src/auth/sessions.ts';
import { createRandom } from '../src/db/seed/prng.ts';
import { insertCustomer } from './support/accounts.ts';
import { apiSuite } from './support/api-app.ts';
import { describeEachEngine } from './support/engines.ts';
import { hostileRequests, type HostileRequest } from './support/hostile-requests.ts';
import { operationsOf, type DocumentedOperation } from './support/openapi-operations.ts';

// Every operation the OpenAPI document lists gets hostile requests derived from its own schema
// (wrong types, NUL bytes, numbers past 32 and 53 bits, deep nesting, odd Unicode, prototype
// keys, bodies that are no JSON), anonymously and as a signed-in customer; none may answer 500.
// A new operation is fuzzed as soon as it is documented. Seeded, so every run sends the same.
const seed = 20261123;

describeEachEngine('fuzzing every Store API operation', (engine) => {
  const suite = apiSuite(engine);

  function requestFor(operation: DocumentedOperation, hostile: HostileRequest, token: string | null): Request | null {
    const url = new URL(operation.path, 'http://localhost');
    url.search = hostile.query.toString();
    const contentType = operation.body === 'form' ? 'application/x-www-form-urlencoded' : 'application/json';
    try {
      return new Request(url, {
        method: operation.method,
        headers: { host: 'localhost', 'content-type': contentType, ...hostile.headers, ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(operation.method === 'GET' ? {} : { body: hostile.body ?? '' }),
      });
    } catch {
      return null; // A header value no HTTP client can send (a NUL, a line break).
    }
  }

  it('answers every hostile request with less than 500', async () => {
    const document = await (await suite.api.raw(apiPaths.openApi)).json();
    const operations = operationsOf(document);
    expect(operations.length).toBeGreaterThan(30);
    const customer = await insertCustomer(suite.test.db, suite.fx.storeId);
    const random = createRandom(seed);
    const failures: string[] = [];
    let sent = 0;
    for (const operation of operations) {
      const hostile = hostileRequests(operation, random);
      // A fresh session per operation: sign-out and password calls may end the previous one.
      const { token } = await openSession(suite.test.db, customer.id, new Date());
      for (const who of [null, token]) {
        for (const request of hostile) {
          const built = requestFor(operation, request, who);
          if (!built) continue;
          const response = await suite.api.app.fetch(built);
          sent += 1;
          await response.arrayBuffer();
          if (response.status >= 500) failures.push(`${operation.method} ${operation.path} ${who ? 'signed in' : 'anonymous'}, ${request.label}: ${response.status}`);
        }
      }
    }
    expect(sent).toBeGreaterThan(1_000);
    expect(failures).toEqual([]);
    expect((await suite.api.client.getBranding())?.name).toBe('Rangrez Test Bazaar');
  });
});

import { Hono } from 'hono';
import { z } from 'zod';
import * as api from '@haat/shared/api';
import type { AppEnv } from './env.ts';
import { accountOperations } from './openapi/account-operations.ts';
import { addressOperations } from './openapi/address-operations.ts';
import { cartOperations } from './openapi/cart-operations.ts';
import { catalogueOperations } from './openapi/catalogue-operations.ts';
import { orderOperations } from './openapi/order-operations.ts';
import { paymentOperations } from './openapi/payment-operations.ts';

/** Every documented call; the schemas are the same ones the server validates with. */
const operations = [...catalogueOperations, ...accountOperations, ...addressOperations, ...orderOperations, ...cartOperations, ...paymentOperations];

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

/** A query schema's fields as OpenAPI query parameters. */
function queryParameters(schema: z.ZodObject | undefined): Array<Record<string, unknown>> {
  if (!schema) return [];
  const { properties = {}, required = [] } = jsonSchema(schema, 'input') as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(properties).map(([name, field]) => ({ name, in: 'query', required: required.includes(name), schema: field }));
}

/** The OpenAPI 3.1 document of the Store API, generated from the shared zod schemas. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  const error = { content: { 'application/json': { schema: jsonSchema(api.errorReply, 'output') } } };
  const denied = { content: { 'application/json': { schema: jsonSchema(api.deniedReply, 'output') } } };
  for (const op of operations) {
    const parameters = [...(op.parameters ?? []), ...queryParameters(op.query)];
    paths[op.path] = {
      ...paths[op.path],
      [op.method]: {
        summary: op.summary,
        ...(parameters.length > 0 ? { parameters } : {}),
        ...(op.request ? { requestBody: { required: false, content: { [op.form ? 'application/x-www-form-urlencoded' : 'application/json']: { schema: jsonSchema(op.request, 'input') } } } } : {}),
        ...(op.auth ? { security: [{ bearer: [] }, { sessionCookie: [] }] } : {}),
        responses: {
          200: { description: 'Success', content: { 'application/json': { schema: jsonSchema(op.reply, 'output') } } },
          400: { description: 'Invalid request', ...error },
          ...(op.auth ? { 401: { description: 'Missing, expired or revoked token', ...denied } } : {}),
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Haat Store API', version: '1.0.0', description: 'The storefront protocol of the Haat specification. Success is `status: "true"`.' },
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'access_token from POST /token' },
        sessionCookie: {
          type: 'apiKey', in: 'cookie', name: 'user_token',
          description: 'Set by POST /token (HttpOnly). Unsafe calls must also send X-XSRF-TOKEN equal to the XSRF-TOKEN cookie.',
        },
      },
    },
  };
}

export function openApiRoute(): Hono<AppEnv> {
  const document = buildOpenApiDocument();
  return new Hono<AppEnv>().get(api.apiPaths.openApi, (c) => c.json(document));
}

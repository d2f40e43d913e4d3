import { Hono } from 'hono';
import { z } from 'zod';
import * as api from '@haat/shared/api';
import { consoleCallSummaries, consoleCalls, consoleErrorReply, type ConsoleCall, type ConsoleCallName } from '@haat/shared/console-api';
import type { AppEnv } from './env.ts';
import { accountOperations } from './openapi/account-operations.ts';
import { addressOperations } from './openapi/address-operations.ts';
import { cartOperations } from './openapi/cart-operations.ts';
import { catalogueOperations } from './openapi/catalogue-operations.ts';
import { orderOperations } from './openapi/order-operations.ts';
import { paymentOperations } from './openapi/payment-operations.ts';
import { pinCodeOperations } from './openapi/pin-code-operations.ts';

/** Every documented call; the schemas are the same ones the server validates with. */
const operations = [...catalogueOperations, ...accountOperations, ...addressOperations, ...orderOperations, ...cartOperations, ...paymentOperations, ...pinCodeOperations];

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
          200: op.reply
            ? { description: 'Success', content: { 'application/json': { schema: jsonSchema(op.reply, 'output') } } }
            : { description: 'Success: the file', content: { [op.file]: { schema: { type: 'string', format: 'binary' } } } },
          400: { description: 'Invalid request', ...error },
          ...(op.auth ? { 401: { description: 'Missing, expired or revoked token', ...denied } } : {}),
        },
      },
    };
  }
  addConsoleOperations(paths);
  return {
    openapi: '3.1.0',
    info: { title: 'Haat Store API', version: '1.0.0', description: 'The storefront protocol of the Haat specification. Success is `status: "true"`.' },
    paths,
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'access_token from POST /token' },
        consoleBearer: { type: 'http', scheme: 'bearer', description: 'token from POST /api/console/login' },
        consoleCookie: {
          type: 'apiKey', in: 'cookie', name: 'haat_console',
          description: 'Set by POST /api/console/login (HttpOnly, SameSite=Strict, Path=/console). Unsafe calls must also send X-XSRF-TOKEN from GET /api/console/me.',
        },
        sessionCookie: {
          type: 'apiKey', in: 'cookie', name: 'user_token',
          description: 'Set by POST /token (HttpOnly). Unsafe calls must also send X-XSRF-TOKEN equal to the XSRF-TOKEN cookie.',
        },
      },
    },
  };
}

/**
 * The console API (tag "console"), from its call table: each call's method, path, roles and
 * summary, and the shapes every console call shares (docs/console.md). The typed client in
 * @haat/shared/console-api holds each call's own request and reply schemas.
 */
/** Console calls that answer a file rather than the JSON envelope. */
const consoleFileReplies: Partial<Record<ConsoleCallName, string>> = {
  productExport: 'text/csv',
  invoicePdf: 'application/pdf',
  packingSlipPdf: 'application/pdf',
  packingSlipsPdf: 'application/pdf',
};

function addConsoleOperations(paths: Record<string, Record<string, unknown>>): void {
  const refusal = { content: { 'application/json': { schema: jsonSchema(consoleErrorReply, 'output') } } };
  for (const name of Object.keys(consoleCalls) as ConsoleCallName[]) {
    const call: ConsoleCall = consoleCalls[name];
    const path = call.path.replace(/:(\w+)/g, '{$1}');
    const parameters = [...call.path.matchAll(/:(\w+)/g)].map(([, param]) => ({ name: param, in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } }));
    const guarded = call.roles !== 'none';
    const who = call.roles === 'none' ? 'anyone' : call.roles === 'member' ? 'any staff member' : call.roles.join(', ');
    paths[path] = {
      ...paths[path],
      [call.method.toLowerCase()]: {
        operationId: `console_${name}`,
        tags: ['console'],
        summary: consoleCallSummaries[name],
        description: `Who may call it: ${who}.`,
        ...(parameters.length > 0 ? { parameters } : {}),
        ...(guarded ? { security: [{ consoleBearer: [] }, { consoleCookie: [] }] } : {}),
        responses: {
          200: consoleFileReplies[name]
            ? { description: `The file (${consoleFileReplies[name]})`, content: { [consoleFileReplies[name]!]: { schema: { type: 'string', format: 'binary' } } } }
            : { description: 'Success: {status: "true", data}' },
          400: { description: 'Invalid request, with a message beside each field', ...refusal },
          ...(guarded ? { 401: { description: 'No live console session of this shop', ...refusal }, 403: { description: 'The role may not make this call, or the XSRF token is missing', ...refusal } } : {}),
          404: { description: 'Not in this shop', ...refusal },
        },
      },
    };
  }
}

export function openApiRoute(): Hono<AppEnv> {
  const document = buildOpenApiDocument();
  return new Hono<AppEnv>().get(api.apiPaths.openApi, (c) => c.json(document));
}

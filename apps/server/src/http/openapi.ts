import { Hono } from 'hono';
import { z } from 'zod';
import * as api from '@haat/shared/api';
import type { AppEnv } from './env.ts';

interface Operation {
  method: 'get' | 'post';
  path: string;
  summary: string;
  request?: z.ZodType;
  reply: z.ZodType;
}

/** Every documented call; the schemas are the same ones the server validates with. */
const operations: Operation[] = [
  { method: 'get', path: api.apiPaths.resellerLogo, summary: 'Store logo, favicon and contact details', reply: api.resellerLogoReply },
  { method: 'post', path: api.apiPaths.themeColor, summary: 'Store theme colours', request: api.themeRequest, reply: api.themeReply },
  { method: 'get', path: api.apiPaths.socialLinks, summary: 'Social media links (empty string when none)', reply: api.socialLinksReply },
  { method: 'get', path: api.apiPaths.banners, summary: 'Home page banners', reply: api.bannersReply },
  { method: 'post', path: api.apiPaths.allCategories, summary: 'Categories with subcategories', request: api.allCategoriesRequest, reply: api.allCategoriesReply },
  { method: 'post', path: api.apiPaths.groupsWithCategories, summary: 'Category groups with categories and subcategories', request: api.allGroupsRequest, reply: api.allGroupsReply },
  { method: 'get', path: api.apiPaths.homeSections, summary: 'Home page sections, one per group, with featured products', reply: api.homeSectionsReply },
  {
    method: 'post', path: api.apiPaths.productFilters,
    summary: "Products: type '' searches `search`; 'cat', 'subcat' or 'group' lists the products of subcat_id",
    request: api.productFiltersRequest, reply: api.productListReply,
  },
  {
    method: 'post', path: api.apiPaths.productsByIds,
    summary: 'Products by id (for a guest cart or wishlist); unknown ids are left out',
    request: api.productsByIdsRequest, reply: api.productListReply,
  },
  { method: 'post', path: api.apiPaths.singleProduct, summary: 'One product by its slug (ASIN) in `search`; an empty array when unknown', request: api.productFiltersRequest, reply: api.singleProductReply },
];

function jsonSchema(schema: z.ZodType, io: 'input' | 'output') {
  return z.toJSONSchema(schema, { io, unrepresentable: 'any' });
}

/** The OpenAPI 3.1 document of the Store API, generated from the shared zod schemas. */
export function buildOpenApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  const error = { content: { 'application/json': { schema: jsonSchema(api.errorReply, 'output') } } };
  for (const op of operations) {
    paths[op.path] = {
      ...paths[op.path],
      [op.method]: {
        summary: op.summary,
        ...(op.request ? { requestBody: { required: false, content: { 'application/json': { schema: jsonSchema(op.request, 'input') } } } } : {}),
        responses: {
          200: { description: 'Success', content: { 'application/json': { schema: jsonSchema(op.reply, 'output') } } },
          400: { description: 'Invalid request', ...error },
        },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Haat Store API', version: '1.0.0', description: 'The storefront protocol of the Haat specification. Success is `status: "true"`.' },
    paths,
  };
}

export function openApiRoute(): Hono<AppEnv> {
  const document = buildOpenApiDocument();
  return new Hono<AppEnv>().get(api.apiPaths.openApi, (c) => c.json(document));
}

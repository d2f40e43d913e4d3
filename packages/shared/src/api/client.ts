import type { z } from 'zod';
import { bannersReply, resellerLogoReply, socialLinksReply, themeReply, toBanner, toBranding, toSocialLinks } from './branding.ts';
import type { Banner, SocialLinks, StoreBranding, Theme } from './branding.ts';
import {
  allCategoriesReply, allGroupsReply, homeSectionsReply, productListReply, singleProductReply,
  toCategory, toCategoryGroup, toHomeSection, toProduct, toProductSummary,
} from './catalogue.ts';
import type { Category, CategoryGroup, HomeSection, Product, ProductFilterType, ProductSummary } from './catalogue.ts';
import { apiPaths } from './paths.ts';

export type FetchLike = (request: Request) => Promise<Response>;

export interface StoreApiOptions {
  /** Origin the paths are resolved against, e.g. http://localhost:3000 or the page's own origin. */
  baseUrl: string;
  /** The transport: the browser's fetch, or on the server the Hono app's own handler. */
  fetch?: FetchLike;
  /** Headers sent with every call (on the server: the shopper's Host and Cookie). */
  headers?: Record<string, string>;
}

/** A Store API call that failed: the HTTP status and the server's message (or a generic one). */
export class StoreApiError extends Error {
  override name = 'StoreApiError';
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The typed Store API client: every documented call, returning clean objects. */
export function createStoreApi(options: StoreApiOptions) {
  const send = options.fetch ?? ((request: Request) => fetch(request));

  async function call<S extends z.ZodType>(method: 'GET' | 'POST', path: string, schema: S, body?: unknown): Promise<z.output<S>> {
    const headers = new Headers(options.headers);
    headers.set('accept', 'application/json');
    if (method === 'POST') headers.set('content-type', 'application/json');
    const init: RequestInit = { method, headers };
    if (method === 'POST') init.body = JSON.stringify(body ?? {});
    const request = new Request(new URL(path, options.baseUrl), init);
    const response = await send(request);
    const payload: unknown = await response.json().catch(() => null);
    if (!response.ok) throw new StoreApiError(response.status, messageOf(payload) ?? `Request failed (${response.status})`);
    const parsed = schema.safeParse(payload);
    if (!parsed.success) throw new StoreApiError(response.status, messageOf(payload) ?? `Unexpected reply from ${path}`);
    return parsed.data;
  }

  return {
    async getBranding(): Promise<StoreBranding | null> {
      const reply = await call('GET', apiPaths.resellerLogo, resellerLogoReply);
      return reply.data[0] ? toBranding(reply.data[0]) : null;
    },
    async getTheme(): Promise<Theme | null> {
      return (await call('POST', apiPaths.themeColor, themeReply, {})).data[0] ?? null;
    },
    async getSocialLinks(): Promise<SocialLinks> {
      const first = (await call('GET', apiPaths.socialLinks, socialLinksReply)).data[0];
      return first ? toSocialLinks(first) : {};
    },
    async getBanners(): Promise<Banner[]> {
      return (await call('GET', apiPaths.banners, bannersReply)).data.map(toBanner);
    },
    async getCategories(): Promise<Category[]> {
      return (await call('POST', apiPaths.allCategories, allCategoriesReply, {})).data.map(toCategory);
    },
    async getGroupsWithCategories(): Promise<CategoryGroup[]> {
      return (await call('POST', apiPaths.groupsWithCategories, allGroupsReply, {})).map(toCategoryGroup);
    },
    async getHomeSections(): Promise<HomeSection[]> {
      return (await call('GET', apiPaths.homeSections, homeSectionsReply)).data.map(toHomeSection);
    },
    /** Products of a category, subcategory or group (by id), or matching a search text. */
    async findProducts(filter: { search: string } | { id: number; type: Exclude<ProductFilterType, ''> }): Promise<ProductSummary[]> {
      const body = 'search' in filter
        ? { search: filter.search, subcat_id: 0, type: '' }
        : { search: '', subcat_id: filter.id, type: filter.type };
      return (await call('POST', apiPaths.productFilters, productListReply, body)).map(toProductSummary);
    },
    /** Products by id, in the order asked; ids of vanished products are simply absent. */
    async getProductsByIds(ids: number[]): Promise<ProductSummary[]> {
      if (ids.length === 0) return [];
      return (await call('POST', apiPaths.productsByIds, productListReply, { ids })).map(toProductSummary);
    },
    /** One product by its slug (ASIN), or null when none has it. */
    async getProduct(slug: string): Promise<Product | null> {
      const list = await call('POST', apiPaths.singleProduct, singleProductReply, { search: slug, subcat_id: 0, type: '' });
      return list[0] ? toProduct(list[0]) : null;
    },
  };
}

export type StoreApi = ReturnType<typeof createStoreApi>;

function messageOf(payload: unknown): string | undefined {
  if (payload && typeof payload === 'object') {
    const record = payload as Record<string, unknown>;
    for (const key of ['message', 'Message']) if (typeof record[key] === 'string') return record[key];
  }
  return undefined;
}

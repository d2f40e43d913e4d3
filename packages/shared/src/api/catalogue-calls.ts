import { bannersReply, resellerLogoReply, socialLinksReply, themeReply, toBanner, toBranding, toSocialLinks } from './branding.ts';
import type { Banner, SocialLinks, StoreBranding, Theme } from './branding.ts';
import {
  allCategoriesReply, allGroupsReply, homeSectionsReply, productListReply, singleProductReply,
  toCategory, toCategoryGroup, toHomeSection, toProduct, toProductSummary,
} from './catalogue.ts';
import type { Category, CategoryGroup, HomeSection, Product, ProductFilterType, ProductSummary } from './catalogue.ts';
import { apiPaths } from './paths.ts';
import type { Call } from './transport.ts';

/** Branding and catalogue calls (browsing spec §7). */
export function catalogueCalls(call: Call) {
  return {
    async getBranding(): Promise<StoreBranding | null> {
      const reply = (await call('GET', apiPaths.resellerLogo, resellerLogoReply)).data;
      return reply.data[0] ? toBranding(reply.data[0]) : null;
    },
    async getTheme(): Promise<Theme | null> {
      return (await call('POST', apiPaths.themeColor, themeReply, {})).data.data[0] ?? null;
    },
    async getSocialLinks(): Promise<SocialLinks> {
      const first = (await call('GET', apiPaths.socialLinks, socialLinksReply)).data.data[0];
      return first ? toSocialLinks(first) : {};
    },
    async getBanners(): Promise<Banner[]> {
      return (await call('GET', apiPaths.banners, bannersReply)).data.data.map(toBanner);
    },
    async getCategories(): Promise<Category[]> {
      return (await call('POST', apiPaths.allCategories, allCategoriesReply, {})).data.data.map(toCategory);
    },
    async getGroupsWithCategories(): Promise<CategoryGroup[]> {
      return (await call('POST', apiPaths.groupsWithCategories, allGroupsReply, {})).data.map(toCategoryGroup);
    },
    async getHomeSections(): Promise<HomeSection[]> {
      return (await call('GET', apiPaths.homeSections, homeSectionsReply)).data.data.map(toHomeSection);
    },
    /** Products of a category, subcategory or group (by id), or matching a search text. */
    async findProducts(filter: { search: string } | { id: number; type: Exclude<ProductFilterType, ''> }): Promise<ProductSummary[]> {
      const body = 'search' in filter
        ? { search: filter.search, subcat_id: 0, type: '' }
        : { search: '', subcat_id: filter.id, type: filter.type };
      return (await call('POST', apiPaths.productFilters, productListReply, body)).data.map(toProductSummary);
    },
    /** Products by id, in the order asked; ids of vanished products are simply absent. */
    async getProductsByIds(ids: number[]): Promise<ProductSummary[]> {
      if (ids.length === 0) return [];
      return (await call('POST', apiPaths.productsByIds, productListReply, { ids })).data.map(toProductSummary);
    },
    /** One product by its slug (ASIN), or null when none has it. */
    async getProduct(slug: string): Promise<Product | null> {
      const list = (await call('POST', apiPaths.singleProduct, singleProductReply, { search: slug, subcat_id: 0, type: '' })).data;
      return list[0] ? toProduct(list[0]) : null;
    },
  };
}

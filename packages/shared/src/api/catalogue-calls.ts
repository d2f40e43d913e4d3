import { bannersReply, resellerLogoReply, socialLinksReply, themeReply, toBanner, toBranding, toSocialLinks } from './branding.ts';
import type { Banner, SocialLinks, StoreBranding, Theme } from './branding.ts';
import {
  allCategoriesReply, allGroupsReply, homeSectionsReply, productListReply, singleProductReply,
  toCategory, toCategoryGroup, toHomeSection, toProduct, toProductSummary,
} from './catalogue.ts';
import type { Category, CategoryGroup, HomeSection, Product, ProductSummary } from './catalogue.ts';
import { parseCategoryCounts, productListHeaders, viewFields, type ProductListFilter, type ProductListPage, type ProductListView } from './catalogue-pages.ts';
import { apiPaths } from './paths.ts';
import { noSellerDetails, sellerDetailsReply, toSellerDetails, type SellerDetails } from './seller.ts';
import type { Call } from './transport.ts';

function filterFields(filter: ProductListFilter) {
  return 'search' in filter
    ? { search: filter.search, subcat_id: 0, type: '' }
    : { search: '', subcat_id: filter.id, type: filter.type };
}

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
    /** Ours: the seller's legal details and grievance officer ('' where not filled in). */
    async getSellerDetails(): Promise<SellerDetails> {
      const first = (await call('GET', apiPaths.sellerDetails, sellerDetailsReply)).data.data[0];
      return first ? toSellerDetails(first) : noSellerDetails;
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
    /**
     * Every product of a category, subcategory or group (by id), or matching a search text, as the
     * spec's call answers (up to 500). Pages should ask for findProductPage instead.
     */
    async findProducts(filter: ProductListFilter): Promise<ProductSummary[]> {
      return (await call('POST', apiPaths.productFilters, productListReply, filterFields(filter))).data.map(toProductSummary);
    },
    /** One page of that result, after the view's filters and sort, with its counts (decision 007). */
    async findProductPage(filter: ProductListFilter, view: ProductListView): Promise<ProductListPage> {
      const reply = await call('POST', apiPaths.productFilters, productListReply, { ...filterFields(filter), ...viewFields(view) });
      const products = reply.data.map(toProductSummary);
      // A backend without our headers still gives a usable (single) page.
      const count = (header: string) => {
        const value = Number(reply.headers.get(header) ?? Number.NaN);
        return Number.isFinite(value) ? value : products.length;
      };
      return {
        products,
        offset: view.offset ?? 0,
        total: count(productListHeaders.total),
        resultCount: count(productListHeaders.results),
        categoryCounts: parseCategoryCounts(reply.headers.get(productListHeaders.categories)),
      };
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

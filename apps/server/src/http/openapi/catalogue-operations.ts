import * as api from '@haat/shared/api';
import type { Operation } from './operation.ts';

/** Branding and catalogue calls (browsing spec §7). */
export const catalogueOperations: Operation[] = [
  { method: 'get', path: api.apiPaths.resellerLogo, summary: 'Store logo, favicon and contact details', reply: api.resellerLogoReply },
  { method: 'post', path: api.apiPaths.themeColor, summary: 'Store theme colours', request: api.themeRequest, reply: api.themeReply },
  { method: 'get', path: api.apiPaths.socialLinks, summary: 'Social media links (empty string when none)', reply: api.socialLinksReply },
  {
    method: 'get', path: api.apiPaths.sellerDetails,
    summary: "Ours: the seller's legal name, registered address and state, GSTIN and grievance officer (name, e-mail), as the storefront's footer and policy pages show them; '' for each not filled in",
    reply: api.sellerDetailsReply,
  },
  { method: 'get', path: api.apiPaths.banners, summary: 'Home page banners', reply: api.bannersReply },
  { method: 'post', path: api.apiPaths.allCategories, summary: 'Categories with subcategories', request: api.allCategoriesRequest, reply: api.allCategoriesReply },
  { method: 'post', path: api.apiPaths.groupsWithCategories, summary: 'Category groups with categories and subcategories', request: api.allGroupsRequest, reply: api.allGroupsReply },
  { method: 'get', path: api.apiPaths.homeSections, summary: 'Home page sections, one per group, with featured products', reply: api.homeSectionsReply },
  {
    method: 'post', path: api.apiPaths.productFilters,
    summary: "Products: type '' searches `search`; 'cat', 'subcat' or 'group' lists the products of subcat_id (at most 500). "
      + 'Optional (ours): sort, price, name and category_id filter and sort that whole result; offset and limit answer one page of it. '
      + `Reply headers: ${api.productListHeaders.total} (products after the filters), ${api.productListHeaders.results} (before them), `
      + `${api.productListHeaders.categories} (categoryId:count pairs over the result).`,
    request: api.productListRequest, reply: api.productListReply,
  },
  {
    method: 'post', path: api.apiPaths.productsByIds,
    summary: 'Products by id (for a guest cart or wishlist); unknown ids are left out',
    request: api.productsByIdsRequest, reply: api.productListReply,
  },
  { method: 'post', path: api.apiPaths.singleProduct, summary: 'One product by its slug (ASIN) in `search`; an empty array when unknown', request: api.productFiltersRequest, reply: api.singleProductReply },
];


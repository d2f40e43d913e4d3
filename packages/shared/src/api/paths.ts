/** Every Store API path, named once: the server mounts these and the client calls them. */
export const apiPaths = {
  resellerLogo: '/api/GetResellerLogo',
  themeColor: '/api/Get_Theme_Color',
  socialLinks: '/api/Social_media_links',
  banners: '/api/GetBannerImages',
  allCategories: '/api/GetAllCategory',
  groupsWithCategories: '/api/GetAllGroupWithCategory',
  homeSections: '/api/GetAllHeaderWithProduct',
  productFilters: '/api/GetAllProductFilters',
  singleProduct: '/api/GetSingleProductFilters',
  /** Ours (not in the spec): details of the products a guest cart or wishlist cookie names. */
  productsByIds: '/api/GetProductsByIds',
  openApi: '/api/openapi.json',
} as const;

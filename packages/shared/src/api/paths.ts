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

  // ---- accounts (accounts spec §7) ----
  token: '/token',
  register: '/api/insert_customer',
  profile: '/api/User_profile',
  passwordChange: '/api/CustomerPasswordChange',
  /** Ours: revokes the session's token and clears the session cookies. */
  signOut: '/api/Logout',
  /** Ours: the name and e-mail part of Edit Profile. */
  updateProfile: '/api/update_Customer_profile',
  /** Ours: the password-reset request and submit the spec leaves "not shown". */
  forgotPassword: '/api/ForgotPassword',
  resetPassword: '/api/ResetPassword',
  /** Ours: the sign-up card's verification codes. */
  sendVerificationCode: '/api/SendVerificationCode',
  verifyCode: '/api/VerifyCode',

  // ---- addresses ----
  addresses: '/api/Get_AllAddress',
  addAddress: '/api/insert_Customer_add',
  updateAddress: '/api/update_Customer_add',
  deleteAddress: '/api/delete_Customer_add',
} as const;

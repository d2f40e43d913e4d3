/** Every Store API path, named once: the server mounts these and the client calls them. */
export const apiPaths = {
  resellerLogo: '/api/GetResellerLogo',
  themeColor: '/api/Get_Theme_Color',
  socialLinks: '/api/Social_media_links',
  banners: '/api/GetBannerImages',
  /** Ours: the seller's legal name and address and the grievance officer, for the footer and policy pages. */
  sellerDetails: '/api/Get_SellerDetails',
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
  /** Ours (issue 18): a PIN code's city, district and state, from India Post's directory. */
  pincodeDetails: '/api/Get_PincodeDetails',
  /** Ours (issue 18): whether and by when the store delivers to a PIN, and whether COD is offered there. */
  deliveryEstimate: '/api/Get_DeliveryEstimate',

  // ---- signed-in cart (browsing spec §7) ----
  /** Fetch (one-element list with user_token) or save (list of lines) the server cart. */
  cart: '/api/Add_to_cart1',
  deleteFromCart: '/api/Delete_From_cart',
  /** Ours: the spec leaves the increment and decrement paths unshown. */
  cartIncrement: '/api/Cart_Increment',
  cartDecrement: '/api/Cart_Decrement',
  cartToCheckout: '/api/cart_to_checkout',

  // ---- orders and payment (accounts spec §7) ----
  placeOrder: '/api/insert_Customer_Order',
  /** Ours: a server-issued captcha for a cash-on-delivery order. */
  newCodCaptcha: '/api/New_CodCaptcha',
  /** Ours: the shop's cash-on-delivery rules as they apply to the signed-in customer. */
  codOptions: '/api/Get_CodOptions',
  confirmPayment: '/api/order_final',
  /** Ours: what the payment page needs for an order awaiting payment. */
  orderPayment: '/api/Get_OrderPayment',
  orderDetails: '/api/Get_OrderDetails',
  /** Ours: cancel one order line with a reason. */
  cancelOrderLine: '/api/Cancel_Order_Line',
  /** Ours: an order's status timeline. */
  orderTracking: '/api/Get_OrderTracking',
  /** Ours: the GST tax invoice of a shipped order, as a PDF. */
  orderInvoice: '/api/Get_OrderInvoice',
  /** Ours (decision 044): a COD order waiting for the code sent to the shopper's mobile; the code; a new code. */
  codConfirmation: '/api/Get_CodConfirmation',
  confirmCodOrder: '/api/Confirm_CodOrder',
  resendCodCode: '/api/Resend_CodCode',
  /** Ours: the payment provider's webhook (raw body, X-Razorpay-Signature). */
  paymentWebhook: '/api/payment_webhook',
} as const;

/**
 * The local sandbox payment gateway, served by the app itself when no Razorpay keys are set
 * (decision 010). Its script offers the same `new Razorpay(options).open()` as Razorpay's.
 */
export const sandboxGatewayPaths = {
  checkoutScript: '/sandbox-gateway/checkout.js',
  /** The payment window's Pay and Fail buttons post here. */
  pay: '/sandbox-gateway/pay',
} as const;

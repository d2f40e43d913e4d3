/**
 * Document titles per path, as the spec names them (welcome, YourCart, …); the root route
 * adds the host after the name.
 */
const titles: Array<[RegExp, string]> = [
  [/^\/$/, 'welcome'],
  [/^\/addcart$/i, 'YourCart'],
  [/^\/wishlist$/i, 'Wishlist'],
  [/^\/product(-category|-categoryy)?\//i, 'ProductOverview'],
  [/^\/login$/i, 'Login'],
  [/^\/register$/i, 'Register'],
  [/^\/(forgot-password|reset-password)$/i, 'ResetPassword'],
  [/^\/your-orders$/i, 'YourOrders'],
  [/^\/track$/i, 'TrackYourOrder'],
  [/^\/aboutPage$/i, 'AboutUs'],
  [/^\/CustomerSupport$/i, 'ContactUs'],
  [/^\/products-section2?\//i, 'Products'],
  [/^\/Product-Serach\//i, 'SearchResults'],
  [/^\/ProductNotFound$/i, 'ProductNotFound'],
  [/^\/(RecentlyViewed|Recentlyproduct)$/i, 'RecentlyViewed'],
  [/^\/checkout2$/i, 'Checkout'],
  [/^\/PaymentPage$/i, 'Payment'],
  [/^\/order-confirmation$/i, 'OrderConfirmed'],
  [/^\/order-confirmation\/confirm$/i, 'ConfirmOrder'],
  [/^\/(cancellation-form|order-cancelled)$/i, 'CancelOrder'],
  [/^\/ReturnPolicy$/i, 'ReturnPolicy'],
  [/^\/ResellerTermsConditions$/i, 'TermsConditions'],
  [/^\/(UserProfile|account-settings|overview|your-address|address-form|logout|CreateAccountCard|AccountVerifiedCard)$/i, 'YourAccount'],
];

/** The spec's title word for a path; unknown paths are "PageNotFound". */
export function titleName(pathname: string): string {
  return titles.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'PageNotFound';
}

/** The full document title: the path's name followed by the host. */
export function documentTitle(pathname: string, host: string): string {
  return `${titleName(pathname)} ${host}`;
}

/**
 * Document titles per path, as the spec names them (welcome, YourCart, …); the root route
 * adds the host after the name. A page in another language gets its own title from the root
 * loader and the words for the pages it goes on to when idle (`lib/seo-words.ts`, decisions 045
 * and 047), so no language's titles ride in the shell's JavaScript; English is the names themselves.
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

/** The titles in the page's language, by the spec's name: `{ YourCart: 'आपका कार्ट', … }`. */
export type TitleWords = Readonly<Record<string, string>>;

/** Every title name, for the words of another language. */
export const titleNames: readonly string[] = [...new Set([...titles.map(([, name]) => name), 'PageNotFound'])];

/** The full document title: the path's name (in the page's language when `words` has it) followed by the host. */
export function documentTitle(pathname: string, host: string, words?: TitleWords): string {
  const name = titleName(pathname);
  return `${words?.[name] ?? name} ${host}`;
}

import * as m from '../i18n/m/seo.ts';
import type { Locale } from '../i18n/locale.ts';
import type { SeoWords } from './seo-words.ts';

// The `seo` messages as the title and description words of one language. The server makes a
// page's own title and description from them (seo-words.server.ts); a page not in English loads
// this module once it is idle, for the pages it goes on to (seo-words.ts). In the Hindi browser
// build it holds the Hindi words only (decision 047).

/** The words in any language, English included (the test holds English to the code's own). */
export function wordsIn(locale: Locale): SeoWords {
  const o = { locale };
  return {
    titles: {
      welcome: m.seo_title_welcome({}, o),
      YourCart: m.seo_title_your_cart({}, o),
      Wishlist: m.seo_title_wishlist({}, o),
      ProductOverview: m.seo_title_product_overview({}, o),
      Login: m.seo_title_login({}, o),
      Register: m.seo_title_register({}, o),
      ResetPassword: m.seo_title_reset_password({}, o),
      YourOrders: m.seo_title_your_orders({}, o),
      TrackYourOrder: m.seo_title_track_your_order({}, o),
      AboutUs: m.seo_title_about_us({}, o),
      ContactUs: m.seo_title_contact_us({}, o),
      Products: m.seo_title_products({}, o),
      SearchResults: m.seo_title_search_results({}, o),
      ProductNotFound: m.seo_title_product_not_found({}, o),
      RecentlyViewed: m.seo_title_recently_viewed({}, o),
      Checkout: m.seo_title_checkout({}, o),
      Payment: m.seo_title_payment({}, o),
      OrderConfirmed: m.seo_title_order_confirmed({}, o),
      ConfirmOrder: m.seo_title_confirm_order({}, o),
      CancelOrder: m.seo_title_cancel_order({}, o),
      ReturnPolicy: m.seo_title_return_policy({}, o),
      TermsConditions: m.seo_title_terms_conditions({}, o),
      YourAccount: m.seo_title_your_account({}, o),
      PageNotFound: m.seo_title_page_not_found({}, o),
    },
    descriptions: {
      thisShop: m.seo_this_shop({}, o),
      ourCollection: m.seo_our_collection({}, o),
      listAnd: m.seo_list_and({ rest: '{rest}', last: '{last}' }, o),
      listing: m.seo_listing({ shop: '{shop}' }, o),
      listingOf: m.seo_listing_of({ shop: '{shop}', categories: '{categories}' }, o),
      search: m.seo_search({ shop: '{shop}' }, o),
      shopNamed: m.seo_shop_named({ store: '{store}', categories: '{categories}' }, o),
      shop: m.seo_shop({ categories: '{categories}' }, o),
    },
  };
}

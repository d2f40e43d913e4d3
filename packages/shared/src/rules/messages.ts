import { verificationCodeLength } from './verification-code.ts';

/**
 * Every user-facing message of both specs' error catalogues (§8), word for word, so the web app
 * and the server never drift apart on the text a shopper sees.
 */
export const messages = {
  // ---- browsing: session and cart ----
  sessionExpired: 'Session expired. Please log in again.',
  tokenMissing: 'User token is missing. Please log in again.',
  /** Ours: a signed-in change (an API call or a page's form) without the session's XSRF token. */
  xsrfRefused: 'Missing or invalid XSRF token. Please reload the page.',
  /** The server's own words for a refused token; compared against, never shown. */
  authorizationDenied: 'Authorization has been denied for this request.',
  cartFetchFailed: 'Error fetching cart from API.',
  cartPageFetchFailed: 'Failed to fetch cart items from the API',
  cartSaveFailed: 'Error saving cart to API.',
  cartDeleteFailed: 'Error deleting product from API.',
  cookieCartWriteFailed: 'Error updating cart items in cookies.',
  maxQuantity: 'Maximum quantity reached!',
  selectSize: 'Please select a size before proceeding!',
  cartFull: 'Your cart is full. Remove an item to add another.',
  wishlistFull: 'Your wishlist is full. Remove an item to add another.',
  holiOffer: 'Buy 2 T-shirts to get free delivery!',
  // ---- browsing: catalogue ----
  categoriesFailed: 'Failed to load categories. Please try again later.',
  categoriesFailedHeader: 'Failed to load categories.',
  productsFailed: 'Failed to load products. Please try again later.',
  relatedProductsFailed: 'Failed to load related products.',
  wishlistCookieUndecodable: 'Error decoding Base64 data',
  noCategoryProducts: 'No products available for this category.',
  wishlistEmpty: 'Your wishlist is empty.',
  cartEmpty: 'No products added to cart.',
  noDetails: 'No details available.',
  movedToCart: 'Moved to Cart',
  removedFromWishlist: 'Item Removed from Wishlist',
  // ---- shared by both documents ----
  somethingWentWrongTryAgain: 'Something went wrong. Please try again.',
  requestFailed: 'Failed to process your request. Please try again.',
  renderError: 'Something went wrong.',
  routerError: 'Unexpected Application Error!',
  genericNetworkError: 'An error occurred. Please try again later.',
  profileFetchFailed: 'Failed to fetch user data.',
  loading: 'Loading...',
  // Ours: a form or call whose body is over the server's limit (a shopper pasted far too much).
  requestTooLarge: 'What you sent is too large. Please shorten it and try again.',
  // ---- accounts: login and registration ----
  loginFailed: 'Invalid email or password. Please try again.',
  loginSuccessful: 'Login Successful',
  registrationFailed: 'Registration failed. Please try again.',
  registrationSuccessful: 'Registration successful!',
  // ---- accounts: orders ----
  ordersFetchFailed: 'An error occurred while fetching orders.',
  noOrders: 'No orders found.',
  orderFailed: 'Failed to place the order, please try again.',
  orderException: 'Error submitting the order. Please check the console for details.',
  orderAfterPaymentFailed: 'There was an issue processing your order. Please try again.',
  paymentScriptFailed: 'Razorpay SDK failed to load. Are you online?',
  invalidCaptcha: 'Invalid Captcha. Please try again.',
  // ---- accounts: addresses ----
  addressSaveFailed: 'Error submitting address. Please try again.',
  addressUpdateFailed: 'Error updating address. Please try again.',
  addressSaved: 'Your address has been saved successfully!',
  addressUpdated: 'Your address has been updated successfully!',
  addressNeedsLogin: 'Please log in to add a new address.',
  noAddresses: 'No saved addresses found.',
  deleteAddressTitle: 'Delete Address',
  deleteAddressQuestion: 'Are you sure you want to delete this address?',
  // Ours (the spec shows no server side of addresses):
  addressRemoved: 'Address removed.',
  addressNotFound: 'Address not found.',
  addressLimitReached: 'You can keep up to 50 addresses. Remove one you no longer use to add another.',
  addressRemoveFailed: 'Could not remove the address. Please try again.',
  // ---- accounts: cancellation ----
  cancellationReasonMissing: 'Please select a reason for cancellation.',
  cancellationCommentShort: 'Please enter at least 10 characters.',
  cancellationCommentShortLong: 'Please enter at least 10 characters in the comments.',
  orderDataMissing: 'Order data not found.',
  orderInfoMissing: 'No order information found.',
  // ---- accounts: passwords and forms ----
  newPasswordMismatch: 'New password and confirm password do not match.',
  passwordUpdateFailed: 'Failed to update password.',
  passwordUpdateException: 'An error occurred while updating the password.',
  passwordUpdated: 'Password updated successfully!',
  passwordTooShort: 'Password must be at least 8 characters long.',
  passwordTooLong: 'Password must not exceed 16 characters.',
  passwordNeedsUppercase: 'Password must contain at least one uppercase letter.',
  passwordNeedsLowercase: 'Password must contain at least one lowercase letter.',
  passwordNeedsNumber: 'Password must contain at least one number.',
  passwordsDoNotMatch: 'Passwords do not match.',
  phoneTenDigits: 'Phone number must be exactly 10 digits.',
  mobileTenDigits: 'Mobile number must be exactly 10 digits',
  zipSixDigits: 'Zip code must be exactly 6 digits',
  fieldRequired: 'This field is required',
  /** Ours: a state the address form's list does not have. */
  stateNotListed: 'Please choose a state from the list.',
  /** Ours: text with a NUL character (U+0000), which no field may hold; pasted from a binary file, or an attack. */
  textHasNul: 'Please remove the invisible NUL character from this text.',
  // ---- accounts: server ----
  signInRejected: 'The user name or password is incorrect.',
  tooManySignIns: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  emailTaken: 'An account with this e-mail already exists.',
  mobileTaken: 'An account with this mobile number already exists.',
  profileUpdated: 'Your profile has been updated.',
  oldPasswordIncorrect: 'Old password is incorrect.',
  newPasswordSameAsOld: 'New password must be different from the old password.',
  tooManyPasswordAttempts: 'Too many wrong old passwords. Please wait 15 minutes and try again.',
  loggedOut: 'You are logged out',
  passwordRequired: 'Password is required.',
  // ---- accounts: recovery (password reset and verification codes; ours, the spec shows none) ----
  resetRequested: 'If an account exists for this e-mail, we have sent a link to reset your password. The link works for 1 hour.',
  resetTooManyRequests: 'Too many reset requests. Please try again in an hour.',
  resetLinkInvalid: 'This reset link is not valid. Please ask for a new one.',
  resetLinkUsed: 'This reset link has already been used. Please ask for a new one.',
  resetLinkExpired: 'This reset link has expired. Please ask for a new one.',
  passwordResetDone: 'Your password has been reset. Please log in with your new password.',
  emailInvalid: 'Please enter a valid e-mail address.',
  codeIncomplete: `Please enter all ${verificationCodeLength} digits of the code.`,
  codeWrong: 'The code is not correct. Please try again.',
  codeExpired: 'This code has expired. Please ask for a new one.',
  codeUnusable: 'This code can no longer be used. Please ask for a new one.',
  codeTooManyRequests: 'Too many codes asked for. Please try again in an hour.',
  codeTooManyChecks: 'Too many codes tried. Please try again in an hour.',
  codeNotSent: 'We could not send the code. Please try again in a moment.',
  accountVerified: 'Account verified',
  // ---- cart and orders on the server (ours; the specs show no server side) ----
  cartLineRemoved: 'Product removed from cart.',
  cartSaved: 'Your cart has been saved.',
  cartLineMissing: 'This product is not in your cart.',
  productGone: 'This product is no longer available.',
  checkoutReady: 'Ready for checkout.',
  couponInvalid: 'This coupon code is not valid.',
  orderPlaced: 'Your order has been placed.',
  orderAwaitingPayment: 'Your order is reserved. Please complete the payment.',
  paymentReceived: 'Payment received. Thank you!',
  paymentAlreadyRecorded: 'This payment has already been recorded.',
  paymentNotVerified: 'We could not verify this payment. If money was taken, it will be refunded.',
  paymentOrderUnknown: 'No order matches this payment.',
  paymentExpired: 'The time to pay for this order has passed. Please place the order again.',
  paymentCancelledByShopper: 'Payment was not completed. Your order is kept for 30 minutes; you can try again.',
  paymentFailed: 'The payment failed. No money was taken. Please try again.',
  orderNotFound: 'Order not found.',
  orderLineNotCancellable: 'This item has already shipped and can no longer be cancelled.',
  orderLineAlreadyCancelled: 'This item is already cancelled.',
  oneItemCancelled: '1 Item is cancelled',
  orderStatusMissing: 'Order status is required.',
} as const;

export type MessageKey = keyof typeof messages;

/** The server's message when it gave one, else the fallback (the spec's "server message or …" rows). */
export function serverMessageOr(serverMessage: string | null | undefined, fallback: string): string {
  const text = serverMessage?.trim() ?? '';
  return text === '' ? fallback : text;
}

/** "Error submitting address: {server message}", or the generic text without one. */
export function addressSaveError(serverMessage?: string | null): string {
  const text = serverMessage?.trim() ?? '';
  return text === '' ? messages.addressSaveFailed : `Error submitting address: ${text}`;
}

/** "Error updating address: {message}", or the generic text without one. */
export function addressUpdateError(serverMessage?: string | null): string {
  const text = serverMessage?.trim() ?? '';
  return text === '' ? messages.addressUpdateFailed : `Error updating address: ${text}`;
}

/** Said when a cart line's product left the catalogue and the line was dropped. */
export function productDroppedMessage(name: string | null): string {
  return name ? `"${name}" is no longer available and was removed from your cart.` : 'A product in your cart is no longer available and was removed.';
}

/** Said when a line asks for more units than its size has left. */
export function onlyLeftMessage(name: string, size: string, stock: number): string {
  return stock <= 0 ? `"${name}" in size ${size} is out of stock.` : `Only ${stock} left of "${name}" in size ${size}.`;
}

/** Said when a line names a size its product does not come in. */
export function sizeNotOfferedMessage(name: string, size: string): string {
  return `"${name}" does not come in size ${size}.`;
}

/** The console's CSV import: what a refused row or file is told (one row is one size of a product). */
export const importMessages = {
  emptyRow: 'This row is empty.',
  productSlug: 'Give the product column a web name of lower-case letters, digits and dashes (up to 120).',
  categoryRequired: 'Name the product\'s category.',
  unknownCategory: (name: string) => `There is no category "${name}" in this shop. Create it first or fix the name.`,
  unknownSubcategory: (name: string, category: string) => `There is no subcategory "${name}" in the category "${category}".`,
  status: 'Write the status as draft, published or archived.',
  tooManyImages: 'Give at most 20 images separated by |.',
  productDisagrees: (firstLine: number) => `This product's details differ from its row on line ${firstLine}: every row of a product must give the same details, only sku, size and stock change.`,
  duplicateSku: (firstLine: number) => `This SKU is already used on line ${firstLine}.`,
  duplicateSize: (firstLine: number) => `This product's size is already on line ${firstLine}. Give each size its own SKU or label.`,
  skuOfOtherProduct: (slug: string) => `This SKU belongs to the product "${slug}" in this shop.`,
  imageNotFound: (name: string) => `The image "${name}" is neither in the uploaded ZIP nor an image of this shop.`,
  imageRefused: (name: string, why: string) => `The image "${name}" was refused: ${why}`,
  fileMissing: 'Choose a CSV file to import.',
  notCsv: 'The file is not a CSV file that can be read. Export the sheet as CSV (UTF-8) and try again.',
  columnsMissing: (columns: string[]) => `The CSV lacks the column${columns.length === 1 ? '' : 's'} ${columns.join(', ')}. Start from an exported file.`,
  columnsUnknown: (columns: string[]) => `The CSV has column${columns.length === 1 ? '' : 's'} this shop does not know: ${columns.join(', ')}.`,
  noRows: 'The CSV has no rows below its header.',
  tooManyRows: (max: number) => `A CSV may have at most ${max.toLocaleString('en-IN')} rows. Split it into several files.`,
  zipUnreadable: 'The images file is not a ZIP file that can be read.',
  zipUnsafeName: (name: string) => `The ZIP holds "${name}", a name that points outside the ZIP. Zip the images themselves, without folders that go up.`,
  zipTooLarge: 'The ZIP unpacks to more than 200 MB or holds more than 500 files. Split the images into smaller uploads.',
  importRunning: 'Another import of this shop is still running. Wait for it to finish or cancel it.',
  notADryRun: 'Only a finished dry run can be confirmed.',
  jobFinished: 'This job has finished and can no longer be cancelled.',
  jobNotFound: 'This job is not in this shop.',
  jobInterrupted: 'The import stopped unexpectedly; rows before this point were imported.',
} as const;

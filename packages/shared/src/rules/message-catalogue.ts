// Every user-facing message of both specs' error catalogues (§8), word for word, so the web app
// and the server never drift apart on the text a shopper sees. Read as `messages.<name>`
// (messages.ts). One constant per message, not one object: a browser bundle then carries only
// the messages its code reads, where an object travelled whole (some 7 kB in every page's shell).
import { verificationCodeLength } from './verification-code.ts';

// ---- browsing: session and cart ----
export const sessionExpired = 'Session expired. Please log in again.';
export const tokenMissing = 'User token is missing. Please log in again.';
/** Ours: a signed-in change (an API call or a page's form) without the session's XSRF token. */
export const xsrfRefused = 'Missing or invalid XSRF token. Please reload the page.';
/** The server's own words for a refused token; compared against, never shown. */
export const authorizationDenied = 'Authorization has been denied for this request.';
export const cartFetchFailed = 'Error fetching cart from API.';
export const cartPageFetchFailed = 'Failed to fetch cart items from the API';
export const cartSaveFailed = 'Error saving cart to API.';
export const cartDeleteFailed = 'Error deleting product from API.';
export const cookieCartWriteFailed = 'Error updating cart items in cookies.';
export const maxQuantity = 'Maximum quantity reached!';
export const selectSize = 'Please select a size before proceeding!';
export const cartFull = 'Your cart is full. Remove an item to add another.';
export const wishlistFull = 'Your wishlist is full. Remove an item to add another.';
export const holiOffer = 'Buy 2 T-shirts to get free delivery!';
// ---- browsing: catalogue ----
export const categoriesFailed = 'Failed to load categories. Please try again later.';
export const categoriesFailedHeader = 'Failed to load categories.';
export const productsFailed = 'Failed to load products. Please try again later.';
export const relatedProductsFailed = 'Failed to load related products.';
export const wishlistCookieUndecodable = 'Error decoding Base64 data';
export const noCategoryProducts = 'No products available for this category.';
export const wishlistEmpty = 'Your wishlist is empty.';
export const cartEmpty = 'No products added to cart.';
export const noDetails = 'No details available.';
export const movedToCart = 'Moved to Cart';
export const removedFromWishlist = 'Item Removed from Wishlist';
// ---- shared by both documents ----
export const somethingWentWrongTryAgain = 'Something went wrong. Please try again.';
export const requestFailed = 'Failed to process your request. Please try again.';
export const renderError = 'Something went wrong.';
export const routerError = 'Unexpected Application Error!';
export const genericNetworkError = 'An error occurred. Please try again later.';
export const profileFetchFailed = 'Failed to fetch user data.';
export const loading = 'Loading...';
// Ours: a form or call whose body is over the server's limit (a shopper pasted far too much).
export const requestTooLarge = 'What you sent is too large. Please shorten it and try again.';
// ---- accounts: login and registration ----
export const loginFailed = 'Invalid email or password. Please try again.';
export const loginSuccessful = 'Login Successful';
export const registrationFailed = 'Registration failed. Please try again.';
export const registrationSuccessful = 'Registration successful!';
// ---- accounts: orders ----
export const ordersFetchFailed = 'An error occurred while fetching orders.';
export const noOrders = 'No orders found.';
export const orderFailed = 'Failed to place the order, please try again.';
export const orderException = 'Error submitting the order. Please check the console for details.';
export const orderAfterPaymentFailed = 'There was an issue processing your order. Please try again.';
export const paymentScriptFailed = 'Razorpay SDK failed to load. Are you online?';
export const invalidCaptcha = 'Invalid Captcha. Please try again.';
// ---- accounts: addresses ----
export const addressSaveFailed = 'Error submitting address. Please try again.';
export const addressUpdateFailed = 'Error updating address. Please try again.';
export const addressSaved = 'Your address has been saved successfully!';
export const addressUpdated = 'Your address has been updated successfully!';
export const addressNeedsLogin = 'Please log in to add a new address.';
export const noAddresses = 'No saved addresses found.';
export const deleteAddressTitle = 'Delete Address';
export const deleteAddressQuestion = 'Are you sure you want to delete this address?';
// Ours (the spec shows no server side of addresses):
export const addressRemoved = 'Address removed.';
export const addressNotFound = 'Address not found.';
export const addressLimitReached = 'You can keep up to 50 addresses. Remove one you no longer use to add another.';
export const addressRemoveFailed = 'Could not remove the address. Please try again.';
// ---- accounts: cancellation ----
export const cancellationReasonMissing = 'Please select a reason for cancellation.';
export const cancellationCommentShort = 'Please enter at least 10 characters.';
export const cancellationCommentShortLong = 'Please enter at least 10 characters in the comments.';
export const orderDataMissing = 'Order data not found.';
export const orderInfoMissing = 'No order information found.';
// ---- accounts: passwords and forms ----
export const newPasswordMismatch = 'New password and confirm password do not match.';
export const passwordUpdateFailed = 'Failed to update password.';
export const passwordUpdateException = 'An error occurred while updating the password.';
export const passwordUpdated = 'Password updated successfully!';
export const passwordTooShort = 'Password must be at least 8 characters long.';
export const passwordTooLong = 'Password must not exceed 16 characters.';
export const passwordNeedsUppercase = 'Password must contain at least one uppercase letter.';
export const passwordNeedsLowercase = 'Password must contain at least one lowercase letter.';
export const passwordNeedsNumber = 'Password must contain at least one number.';
export const passwordsDoNotMatch = 'Passwords do not match.';
export const phoneTenDigits = 'Phone number must be exactly 10 digits.';
export const mobileTenDigits = 'Mobile number must be exactly 10 digits';
export const zipSixDigits = 'Zip code must be exactly 6 digits';
export const fieldRequired = 'This field is required';
/** Ours: a state the address form's list does not have. */
export const stateNotListed = 'Please choose a state from the list.';
/** Ours: text with a NUL character (U+0000), which no field may hold; pasted from a binary file, or an attack. */
export const textHasNul = 'Please remove the invisible NUL character from this text.';
// ---- accounts: server ----
export const signInRejected = 'The user name or password is incorrect.';
export const tooManySignIns = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
export const emailTaken = 'An account with this e-mail already exists.';
export const mobileTaken = 'An account with this mobile number already exists.';
export const profileUpdated = 'Your profile has been updated.';
export const oldPasswordIncorrect = 'Old password is incorrect.';
export const newPasswordSameAsOld = 'New password must be different from the old password.';
export const tooManyPasswordAttempts = 'Too many wrong old passwords. Please wait 15 minutes and try again.';
export const loggedOut = 'You are logged out';
export const passwordRequired = 'Password is required.';
// ---- accounts: recovery (password reset and verification codes; ours, the spec shows none) ----
export const resetRequested = 'If an account exists for this e-mail, we have sent a link to reset your password. The link works for 1 hour.';
export const resetTooManyRequests = 'Too many reset requests. Please try again in an hour.';
export const resetLinkInvalid = 'This reset link is not valid. Please ask for a new one.';
export const resetLinkUsed = 'This reset link has already been used. Please ask for a new one.';
export const resetLinkExpired = 'This reset link has expired. Please ask for a new one.';
export const passwordResetDone = 'Your password has been reset. Please log in with your new password.';
export const emailInvalid = 'Please enter a valid e-mail address.';
export const codeIncomplete = `Please enter all ${verificationCodeLength} digits of the code.`;
export const codeWrong = 'The code is not correct. Please try again.';
export const codeExpired = 'This code has expired. Please ask for a new one.';
export const codeUnusable = 'This code can no longer be used. Please ask for a new one.';
export const codeTooManyRequests = 'Too many codes asked for. Please try again in an hour.';
export const codeTooManyChecks = 'Too many codes tried. Please try again in an hour.';
export const codeNotSent = 'We could not send the code. Please try again in a moment.';
export const accountVerified = 'Account verified';
// ---- cart and orders on the server (ours; the specs show no server side) ----
export const cartLineRemoved = 'Product removed from cart.';
export const cartSaved = 'Your cart has been saved.';
export const cartLineMissing = 'This product is not in your cart.';
export const productGone = 'This product is no longer available.';
export const checkoutReady = 'Ready for checkout.';
export const couponInvalid = 'This coupon code is not valid.';
export const orderPlaced = 'Your order has been placed.';
export const orderAwaitingPayment = 'Your order is reserved. Please complete the payment.';
export const paymentReceived = 'Payment received. Thank you!';
export const paymentAlreadyRecorded = 'This payment has already been recorded.';
export const paymentNotVerified = 'We could not verify this payment. If money was taken, it will be refunded.';
export const paymentOrderUnknown = 'No order matches this payment.';
export const paymentExpired = 'The time to pay for this order has passed. Please place the order again.';
export const paymentCancelledByShopper = 'Payment was not completed. Your order is kept for 30 minutes; you can try again.';
export const paymentFailed = 'The payment failed. No money was taken. Please try again.';
export const orderNotFound = 'Order not found.';
export const orderLineNotCancellable = 'This item has already shipped and can no longer be cancelled.';
export const orderLineAlreadyCancelled = 'This item is already cancelled.';
export const oneItemCancelled = '1 Item is cancelled';
export const orderStatusMissing = 'Order status is required.';

// Written by scripts/i18n-domains.ts from messages/product-card/en.json: do not edit.
export { card_add_to_cart } from '../paraglide/messages/card_add_to_cart.js';
export { card_add_to_cart_of } from '../paraglide/messages/card_add_to_cart_of.js';
export { card_add_to_wishlist } from '../paraglide/messages/card_add_to_wishlist.js';
export { card_choose_size } from '../paraglide/messages/card_choose_size.js';
export { card_original_price } from '../paraglide/messages/card_original_price.js';
export { card_out_of_five } from '../paraglide/messages/card_out_of_five.js';
export { card_percent_off } from '../paraglide/messages/card_percent_off.js';
export { card_remove_from_wishlist } from '../paraglide/messages/card_remove_from_wishlist.js';
export { card_share_whatsapp } from '../paraglide/messages/card_share_whatsapp.js';
export { toast_added_to_cart } from '../paraglide/messages/toast_added_to_cart.js';
export { toast_added_to_wishlist } from '../paraglide/messages/toast_added_to_wishlist.js';
export { toast_removed_from_wishlist } from '../paraglide/messages/toast_removed_from_wishlist.js';
export { toast_view_cart } from '../paraglide/messages/toast_view_cart.js';
export { toast_view_wishlist } from '../paraglide/messages/toast_view_wishlist.js';

import { z } from 'zod';
import * as api from '@haat/shared/api';
import type { Operation } from './operation.ts';

/**
 * The signed-in customer's server cart. Every answer is the whole cart, priced from the database;
 * a product not in the cart is a 404, a step past the stock a 409 "Maximum quantity reached!".
 */
export const cartOperations: Operation[] = [
  {
    method: 'post', path: api.apiPaths.cart, auth: true,
    summary: 'Fetch the cart (a one-element list [{user_token}]) or replace it (a list of lines; an empty list empties it). Units above stock are lowered and vanished products dropped, as `message` says; a size the product does not come in is a 400',
    request: z.union([api.cartFetchRequest, api.cartSaveRequest]), reply: api.cartReply,
  },
  { method: 'post', path: api.apiPaths.cartIncrement, auth: true, summary: 'One unit more of a cart line; 409 when it already holds all the stock of its size', request: api.cartStepRequest, reply: api.cartReply },
  { method: 'post', path: api.apiPaths.cartDecrement, auth: true, summary: 'One unit less of a cart line, never below 1', request: api.cartStepRequest, reply: api.cartReply },
  { method: 'post', path: api.apiPaths.deleteFromCart, auth: true, summary: 'Remove a product from the cart; 404 when it is not in it', request: api.cartDeleteRequest, reply: api.cartReply },
  {
    method: 'post', path: api.apiPaths.cartToCheckout, auth: true,
    summary: 'Buy Now\'s check, changing nothing: the items priced as checkout will show them; 404 for a product no longer sold, 409 for more units than are in stock',
    request: api.checkoutItemsRequest, reply: api.checkoutItemsReply,
  },
];

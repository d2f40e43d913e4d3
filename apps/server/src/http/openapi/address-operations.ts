import * as api from '@haat/shared/api';
import type { Operation } from './operation.ts';

/** The signed-in customer's saved addresses; another customer's id is a 404. */
export const addressOperations: Operation[] = [
  { method: 'get', path: api.apiPaths.addresses, auth: true, summary: 'Saved addresses, oldest (the default) first', reply: api.addressListReply },
  { method: 'post', path: api.apiPaths.addAddress, auth: true, summary: 'Save a new address (every field required, accounts spec §5)', request: api.addressSaveRequest, reply: api.messageReply },
  { method: 'post', path: api.apiPaths.updateAddress, auth: true, summary: 'Change one of the customer\'s addresses', request: api.addressUpdateRequest, reply: api.messageReply },
  { method: 'post', path: api.apiPaths.deleteAddress, auth: true, summary: 'Remove one of the customer\'s addresses', request: api.addressDeleteRequest, reply: api.messageReply },
];

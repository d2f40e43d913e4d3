import * as api from '@haat/shared/api';
import type { Operation } from './operation.ts';

/** India Post's PIN codes (issue 18); anyone may ask. */
export const pinCodeOperations: Operation[] = [
  {
    method: 'get', path: api.apiPaths.pincodeDetails, query: api.pincodeRequest, reply: api.pincodeDetailsReply,
    summary: 'Ours: a PIN code\'s city, district and state from India Post\'s directory (400 malformed, 404 unknown)',
  },
  {
    method: 'get', path: api.apiPaths.deliveryEstimate, query: api.pincodeRequest, reply: api.deliveryEstimateReply,
    summary: 'Ours: whether and by when this store delivers to a PIN (its delivery rules: zones from its dispatch PIN, Sundays not counted) and whether cash on delivery is offered there',
  },
];

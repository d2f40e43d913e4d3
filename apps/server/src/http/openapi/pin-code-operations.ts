import * as api from '@haat/shared/api';
import type { Operation } from './operation.ts';

/** India Post's PIN codes (issue 18); anyone may ask. */
export const pinCodeOperations: Operation[] = [
  {
    method: 'get', path: api.apiPaths.pincodeDetails, query: api.pincodeRequest, reply: api.pincodeDetailsReply,
    summary: 'Ours: a PIN code\'s city, district and state from India Post\'s directory (400 malformed, 404 unknown)',
  },
];

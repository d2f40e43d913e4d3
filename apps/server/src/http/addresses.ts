import { Hono } from 'hono';
import { addressDeleteRequest, addressSaveRequest, addressUpdateRequest, apiPaths } from '@haat/shared/api';
import { messages } from '@haat/shared/rules';
import { addressPlace } from '../pin-codes/address-place.ts';
import { addAddress, deleteAddress, listAddresses, updateAddress, type AddressRecord } from '../services/accounts/addresses.ts';
import { ownerOf, requireCustomer } from './auth.ts';
import { readFormJson } from './body.ts';
import type { ApiDeps, AppEnv } from './env.ts';
import { ApiError } from './errors.ts';

/** An address row as Get_AllAddress sends it (accounts spec §3). */
function addressToWire(row: AddressRecord) {
  return {
    id: row.id,
    firstname: row.first_name,
    lastname: row.last_name,
    emailid: row.email,
    mobileno: row.mobile,
    pincode: row.pincode,
    address1: row.address1,
    address2: row.address2,
    city: row.city,
    district: row.district,
    STATENAME: row.state,
  };
}

/**
 * The fields as they are stored: refused (400, nothing saved) when the PIN is not India Post's or
 * lies in another state; the district, which the form does not ask (spec §5), from the PIN.
 */
async function placed<T extends { pincode: string; state: string; district: string }>(deps: ApiDeps, fields: T): Promise<T> {
  const found = await addressPlace(deps.db, fields.pincode, fields.state);
  if ('refusal' in found) throw new ApiError(400, found.refusal);
  return { ...fields, district: found.place.district };
}

/** Get_AllAddress, insert_Customer_add, update_Customer_add and delete_Customer_add: the signed-in customer's own addresses only. */
export function addressRoutes(deps: ApiDeps): Hono<AppEnv> {
  const { db } = deps;
  const app = new Hono<AppEnv>();
  const signedIn = requireCustomer(deps);

  app.get(apiPaths.addresses, signedIn, async (c) => {
    const rows = await listAddresses(db, ownerOf(c));
    return c.json({ status: 'true', data: rows.map(addressToWire) });
  });

  app.post(apiPaths.addAddress, signedIn, async (c) => {
    const fields = await placed(deps, await readFormJson(c, addressSaveRequest));
    if (await addAddress(db, ownerOf(c), fields, deps.now()) === 'full') throw new ApiError(400, messages.addressLimitReached);
    return c.json({ status: 'true', message: messages.addressSaved });
  });

  app.post(apiPaths.updateAddress, signedIn, async (c) => {
    const { id, ...asked } = await readFormJson(c, addressUpdateRequest);
    const fields = await placed(deps, asked);
    if (!await updateAddress(db, ownerOf(c), id, fields, deps.now())) throw new ApiError(404, messages.addressNotFound);
    return c.json({ status: 'true', message: messages.addressUpdated });
  });

  app.post(apiPaths.deleteAddress, signedIn, async (c) => {
    const { id } = await readFormJson(c, addressDeleteRequest);
    if (!await deleteAddress(db, ownerOf(c), id)) throw new ApiError(404, messages.addressNotFound);
    return c.json({ status: 'true', message: messages.addressRemoved });
  });

  return app;
}

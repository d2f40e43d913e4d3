import type { Address } from '@haat/shared/api';
import { isRowId, splitName } from '@haat/shared/rules';
import type { Selectable } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { AddressTable } from '../../db/schema.ts';
import type { CustomerOwner } from './customers.ts';

/** Most addresses one customer may keep; far more than anyone ships to, small enough to list whole. */
export const addressLimit = 50;

export type AddressRecord = Selectable<AddressTable>;

/** Whose address book a call works on: the signed-in customer, in the request's store. */
export type AddressOwner = CustomerOwner;

/** An address as the save and update calls carry it (already validated): the client's fields plus the country. */
export type AddressFields = Omit<Address, 'id'> & { country: string };

function columnsOf(fields: AddressFields) {
  // The form has one Name; the table keeps first and last name, as the spec's wire format does.
  const { firstName, lastName } = splitName(fields.name);
  return {
    first_name: firstName,
    last_name: lastName,
    email: fields.email,
    mobile: fields.mobile,
    address1: fields.address1,
    address2: fields.address2,
    city: fields.city,
    district: fields.district,
    state: fields.state,
    pincode: fields.pincode,
    country: fields.country,
  };
}

/** The customer's addresses, oldest first: the first one is their default. */
export async function listAddresses(db: Db, owner: AddressOwner): Promise<AddressRecord[]> {
  return db.selectFrom('addresses').selectAll()
    .where('store_id', '=', owner.storeId)
    .where('customer_id', '=', owner.customerId)
    // Ids grow with every insert, so id order is saving order.
    .orderBy('id')
    .execute();
}

/** Saves a new address; 'full' when the customer already keeps `addressLimit` of them. */
export async function addAddress(db: Db, owner: AddressOwner, fields: AddressFields, now: Date): Promise<'saved' | 'full'> {
  return db.transaction().execute(async (trx) => {
    const { count } = await trx.selectFrom('addresses')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('store_id', '=', owner.storeId)
      .where('customer_id', '=', owner.customerId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= addressLimit) return 'full';
    const at = now.toISOString();
    await trx.insertInto('addresses').values({
      store_id: owner.storeId,
      customer_id: owner.customerId,
      ...columnsOf(fields),
      created_at: at,
      updated_at: at,
    }).execute();
    return 'saved';
  });
}

/** Changes one of the customer's own addresses; false when no such address is theirs. */
export async function updateAddress(db: Db, owner: AddressOwner, id: number, fields: AddressFields, now: Date): Promise<boolean> {
  if (!isRowId(id)) return false;
  const result = await db.updateTable('addresses')
    .set({ ...columnsOf(fields), updated_at: now.toISOString() })
    .where('id', '=', id)
    .where('store_id', '=', owner.storeId)
    .where('customer_id', '=', owner.customerId)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Removes one of the customer's own addresses; false when no such address is theirs. */
export async function deleteAddress(db: Db, owner: AddressOwner, id: number): Promise<boolean> {
  if (!isRowId(id)) return false;
  const result = await db.deleteFrom('addresses')
    .where('id', '=', id)
    .where('store_id', '=', owner.storeId)
    .where('customer_id', '=', owner.customerId)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

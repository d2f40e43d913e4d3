import { expect, it } from 'vitest';
import { StoreApiError, type AddressInput } from '@haat/shared/api';
import { messages, pinCodeMessages } from '@haat/shared/rules';
import { openSession } from '../../src/auth/sessions.ts';
import { insertCustomer } from '../support/accounts.ts';
import { apiSuite } from '../support/api-app.ts';
import { describeEachEngine } from '../support/engines.ts';

const address: AddressInput = {
  name: 'Ravi Kumar', email: 'ravi@example.in', mobile: '9876543210', address1: '12 MG Road',
  address2: 'Shivajinagar', city: 'Bangalore', state: 'Karnataka', pincode: '560001',
};

describeEachEngine('PIN code API', (engine) => {
  const suite = apiSuite(engine);

  it('answers a PIN\'s city, district and state to anyone, through the typed client', async () => {
    expect(await suite.api.client.getPincodeDetails('560001')).toEqual({ pincode: '560001', city: 'Bangalore', district: 'Bangalore', state: 'Karnataka' });
    expect(await suite.api.client.getPincodeDetails(' 194101 ')).toEqual({ pincode: '194101', city: 'Leh', district: 'Leh', state: 'Ladakh' });
  });

  it('answers in the envelope every call uses, kept for a day', async () => {
    const response = await suite.api.raw('/api/Get_PincodeDetails?pincode=400001');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await response.json()).toEqual({ status: 'true', data: { pincode: '400001', city: 'Mumbai', district: 'Mumbai', state: 'Maharashtra' } });
  });

  it.each([
    ['pincode=56000', 400, pinCodeMessages.malformed],
    ['pincode=0560001', 400, pinCodeMessages.malformed],
    ['pincode=056000', 400, pinCodeMessages.malformed],
    ['pincode=56000a', 400, pinCodeMessages.malformed],
    ['', 400, pinCodeMessages.malformed],
    ['pincode=999999', 404, pinCodeMessages.unknown('999999')],
    ['pincode=100000', 404, pinCodeMessages.unknown('100000')],
  ])('refuses ?%s with %i and a message', async (query, status, message) => {
    const response = await suite.api.raw(`/api/Get_PincodeDetails?${query}`);
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ status: 'false', message });
  });

  it('the typed client turns a refusal into a StoreApiError carrying the message', async () => {
    const error = await suite.api.client.getPincodeDetails('999999').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreApiError);
    expect(error).toMatchObject({ status: 404, message: pinCodeMessages.unknown('999999') });
  });

  async function signedInClient() {
    const { id } = await insertCustomer(suite.test.db, suite.fx.storeId);
    const { token } = await openSession(suite.test.db, id, new Date());
    return { id, client: suite.api.signedIn(token) };
  }

  it('saves an address with the district its PIN lies in, whatever the form sent', async () => {
    const { id, client } = await signedInClient();
    expect(await client.addAddress(address)).toBe(messages.addressSaved);
    const row = await suite.test.db.selectFrom('addresses').select(['pincode', 'city', 'district', 'state']).where('customer_id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ pincode: '560001', city: 'Bangalore', district: 'Bangalore', state: 'Karnataka' });
  });

  it('refuses to add or update an address whose PIN is unknown or in another state, and changes nothing', async () => {
    const { id, client } = await signedInClient();
    const refusal = (input: AddressInput) => client.addAddress(input).then(() => null, (e: unknown) => e);
    expect(await refusal({ ...address, pincode: '999999' })).toMatchObject({ status: 400, message: pinCodeMessages.unknown('999999') });
    expect(await refusal({ ...address, state: 'Kerala' })).toMatchObject({ status: 400, message: pinCodeMessages.stateDiffers('560001', 'Karnataka') });
    expect(await client.getAddresses()).toEqual([]);

    await client.addAddress(address);
    const [saved] = await client.getAddresses();
    const update = await client.updateAddress(saved!.id, { ...address, pincode: '110001' }).then(() => null, (e: unknown) => e);
    expect(update).toMatchObject({ status: 400, message: pinCodeMessages.stateDiffers('110001', 'Delhi') });
    const row = await suite.test.db.selectFrom('addresses').select(['pincode', 'state']).where('customer_id', '=', id).executeTakeFirstOrThrow();
    expect(row).toEqual({ pincode: '560001', state: 'Karnataka' });
    expect(await client.updateAddress(saved!.id, { ...address, pincode: '110001', state: 'Delhi', city: 'New Delhi' })).toBe(messages.addressUpdated);
    expect((await client.getAddresses())[0]).toMatchObject({ pincode: '110001', state: 'Delhi', district: 'Central Delhi', city: 'New Delhi' });
  });
});

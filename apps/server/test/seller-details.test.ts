import { expect, it } from 'vitest';
import { noSellerDetails } from '@haat/shared/api';
import { apiSuite } from './support/api-app.ts';
import { signedInStaff } from './support/console.ts';
import { describeEachEngine } from './support/engines.ts';

describeEachEngine('the seller’s legal details in the Store API (Get_SellerDetails)', (engine) => {
  const suite = apiSuite(engine);

  it('answers every detail as \'\' until the seller fills them in, and the client shows nothing', async () => {
    const reply = await (await suite.api.raw('/api/Get_SellerDetails')).json();
    expect(reply).toEqual({
      status: 'true',
      data: [{ legal_name: '', legal_address: '', legal_state: '', gstin: '', grievance_name: '', grievance_email: '' }],
    });
    expect(await suite.api.client.getSellerDetails()).toEqual(noSellerDetails);
  });

  it('answers what the console saved at once (the store\'s change counter), the state said once in the address', async () => {
    const owner = await signedInStaff(suite.api, suite.test.db, suite.fx.storeId, 'owner');
    // Read first, so the store row is cached: the save must make it stale.
    await suite.api.client.getSellerDetails();
    await owner.client.storeLegalUpdate({
      legal_name: 'Rangrez Textiles Private Limited',
      gstin: '36AABCR1234F1ZT',
      legal_address: '8-2-293 Road No. 12, Banjara Hills, Hyderabad 500034',
      legal_state: 'Telangana',
      grievance_name: 'Meera Sharma',
      grievance_email: 'Grievance@Rangrez.test',
    });
    expect(await suite.api.client.getSellerDetails()).toEqual({
      legalName: 'Rangrez Textiles Private Limited',
      address: '8-2-293 Road No. 12, Banjara Hills, Hyderabad 500034, Telangana',
      gstin: '36AABCR1234F1ZT',
      grievanceOfficer: { name: 'Meera Sharma', email: 'grievance@rangrez.test' },
    });

    await owner.client.storeLegalUpdate({
      legal_name: 'Rangrez Textiles Private Limited', gstin: '', legal_address: 'Plot 4, Hyderabad, Telangana 500034', legal_state: 'Telangana',
      grievance_name: '', grievance_email: '',
    });
    expect(await suite.api.client.getSellerDetails()).toEqual({
      legalName: 'Rangrez Textiles Private Limited', address: 'Plot 4, Hyderabad, Telangana 500034', gstin: '', grievanceOfficer: { name: '', email: '' },
    });
  });
});

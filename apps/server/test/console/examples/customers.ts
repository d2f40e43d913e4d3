// A valid request for each customer and payment-settings call.
import { insertCustomer } from '../../support/accounts.ts';
import type { ConsoleExamples } from '../console-support.ts';

export const customerExamples: ConsoleExamples = {
  customerList: () => ({ query: { q: 'test', limit: '10' } }),
  customerGet: async ({ db, fx }) => ({ params: { id: (await insertCustomer(db, fx.storeId)).id } }),
  customerCod: async ({ db, fx }) => ({ params: { id: (await insertCustomer(db, fx.storeId)).id }, body: { blocked: true } }),
  paymentSettings: () => ({}),
  paymentSettingsUpdate: () => ({ body: { cod: { enabled: true, min: 0, max: null, fee: 0 }, auto_accept: 'none' } }),
};

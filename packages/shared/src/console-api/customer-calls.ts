import type { ConsoleCallFn } from './transport.ts';
import { consoleCustomer, customerListReply, paymentSettingsWire, type CustomerListQuery, type PaymentSettingsRequest } from './customers.ts';

/** The customers screens' calls, and the shop's payment settings. */
export function customerCalls({ call }: { call: ConsoleCallFn }) {
  return {
    customerList: (query: CustomerListQuery = {}) => call('customerList', customerListReply, { query }),
    customerGet: (id: number) => call('customerGet', consoleCustomer, { params: { id } }),
    customerCod: (id: number, blocked: boolean) => call('customerCod', consoleCustomer, { params: { id }, body: { blocked } }),
    paymentSettings: () => call('paymentSettings', paymentSettingsWire),
    paymentSettingsUpdate: (body: PaymentSettingsRequest) => call('paymentSettingsUpdate', paymentSettingsWire, { body }),
  };
}

import { customerCodRequest, customerListQuery, paymentSettingsRequest } from '@haat/shared/console-api';
import { listCustomers, readCustomer, setCustomerCod } from '../../services/console/customers.ts';
import { readPaymentSettings, updatePaymentSettings } from '../../services/console/payment-settings.ts';
import { actorOf, answer, readConsoleQuery } from './catalogue-handler.ts';
import { idParam, readConsoleJson } from './read-console-json.ts';
import type { ConsoleArea } from './router.ts';


/** Customers (list, page, COD stopped for one) and the shop's payment settings. */
export const customersArea: ConsoleArea = (route, { db, now }) => {
  route('customerList', answer(async (c) => listCustomers(db, c.get('store').id, readConsoleQuery(c, customerListQuery))));
  route('customerGet', answer(async (c) => readCustomer(db, c.get('store').id, idParam(c))));
  route('customerCod', answer(async (c) => setCustomerCod(db, actorOf(c), idParam(c), (await readConsoleJson(c, customerCodRequest)).blocked, now())));
  route('paymentSettings', answer(async (c) => readPaymentSettings(db, c.get('store').id)));
  route('paymentSettingsUpdate', answer(async (c) => updatePaymentSettings(db, actorOf(c), await readConsoleJson(c, paymentSettingsRequest), now())));
};

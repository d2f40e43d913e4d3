import { accessCalls } from './access-calls.ts';
import { staffCalls } from './staff-calls.ts';
import { categoryCalls } from './category-calls.ts';
import { productCalls } from './product-calls.ts';
import { jobCalls } from './job-calls.ts';
import { imageCalls } from './image-calls.ts';
import { orderCalls } from './order-calls.ts';
import { customerCalls } from './customer-calls.ts';
import { brandingCalls } from './branding-calls.ts';
import { invoiceCalls } from './invoice-calls.ts';
import { dashboardCalls } from './dashboard-calls.ts';
import { homeCalls } from './home-calls.ts';
import { deliveryCalls } from './delivery-calls.ts';
import { storeLanguagesCalls } from './store-languages-calls.ts';
import { createConsoleTransport, type ConsoleApiOptions } from './transport.ts';

export { ConsoleApiError, type ConsoleApiOptions } from './transport.ts';

/**
 * The typed console API client: each area adds its calls from its own `*-calls.ts` file, made
 * from the one transport, so the console app never builds a URL or parses a reply itself.
 */
export function createConsoleApi(options: ConsoleApiOptions) {
  const transport = createConsoleTransport(options);
  return {
    transport,
    ...imageCalls(transport),
    ...productCalls(transport),
    ...categoryCalls(transport),
    ...jobCalls(transport),
    ...accessCalls(transport),
    ...staffCalls(transport),
    ...orderCalls(transport),
    ...customerCalls(transport),
    ...brandingCalls(transport),
    ...invoiceCalls(transport),
    ...dashboardCalls(transport),
    ...homeCalls(transport),
    ...deliveryCalls(transport),
    ...storeLanguagesCalls(transport),
  };
}

export type ConsoleApi = ReturnType<typeof createConsoleApi>;

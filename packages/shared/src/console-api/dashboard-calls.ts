import { dashboardReply } from './dashboard.ts';
import type { ConsoleCallFn } from './transport.ts';

/** The console home's one call: every figure of the dashboard. */
export function dashboardCalls({ call }: { call: ConsoleCallFn }) {
  return {
    dashboard: () => call('dashboard', dashboardReply),
  };
}

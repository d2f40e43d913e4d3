import { readDashboard } from '../../services/console/dashboard.ts';
import { answer } from './catalogue-handler.ts';
import type { ConsoleArea } from './router.ts';

/** The console home's figures (issue 16): owners and managers. */
export const dashboardArea: ConsoleArea = (route, { db, now }) => {
  route('dashboard', answer(async (c) => readDashboard(db, c.get('store').id, now())));
};

// A valid request of the dashboard call, for the role matrix and the fuzz test: it takes nothing.
import type { ConsoleExamples } from '../console-support.ts';

export const dashboardExamples: ConsoleExamples = {
  dashboard: () => ({}),
};

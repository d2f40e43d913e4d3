import type { ConsoleArea } from './router.ts';

/** The dashboard's figures (being built: issue 16). */
export const dashboardArea: ConsoleArea = () => {};

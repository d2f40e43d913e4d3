import type { ConsoleArea } from './router.ts';

/** Every area of the console API; calls no area registers answer 501 (router.ts). */
export const consoleAreas: ConsoleArea[] = [];

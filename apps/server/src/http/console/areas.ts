import { accessArea } from './access.ts';
import { importArea } from './import.ts';
import type { ConsoleArea } from './router.ts';
import { staffArea } from './staff.ts';

/** Every area of the console API; calls no area registers answer 501 (router.ts). */
export const consoleAreas: ConsoleArea[] = [
  importArea,
  accessArea,
  staffArea,
];

import { accessArea } from './access.ts';
import { categoriesArea } from './categories.ts';
import { importArea } from './import.ts';
import { productsArea } from './products.ts';
import { imagesArea } from './images.ts';
import { ordersArea } from './orders.ts';
import { invoicesArea } from './invoices.ts';
import { dashboardArea } from './dashboard.ts';
import { customersArea } from './customers.ts';
import { brandingArea } from './branding.ts';
import { homeArea } from './home.ts';
import { deliveryArea } from './delivery.ts';
import { storeLanguagesArea } from './store-languages.ts';
import type { ConsoleArea } from './router.ts';
import { sizesArea } from './sizes.ts';
import { staffArea } from './staff.ts';

/** Every area of the console API; calls no area registers answer 501 (router.ts). */
export const consoleAreas: ConsoleArea[] = [
  importArea,
  accessArea,
  imagesArea,
  staffArea,
  productsArea,
  sizesArea,
  categoriesArea,
  ordersArea,
  invoicesArea,
  dashboardArea,
  customersArea,
  brandingArea,
  homeArea,
  deliveryArea,
  storeLanguagesArea,
];

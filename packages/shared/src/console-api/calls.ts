import type { StaffRole } from './roles.ts';

/**
 * Every console API call, named once with who may make it (decision 021 §2). The server
 * registers console routes only through this table (a test compares the two both ways), and the
 * console builds its menu and buttons from it, so a role can never see a button the server
 * refuses, nor the server allow a call the table does not list.
 *
 * roles: 'none' (no session: join, sign-in), 'member' (any role of the store), or the roles allowed.
 * Paths are Hono patterns under /api/console.
 */
export interface ConsoleCall {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  roles: 'none' | 'member' | readonly StaffRole[];
}

const catalogue = ['owner', 'manager'] as const;
/** Orders and shipping: every role; a packer's whole console. */
const fulfilment = ['owner', 'manager', 'packer'] as const;
const ownerOnly = ['owner'] as const;

export const consoleCalls = {
  // ---- access ----
  join: { method: 'POST', path: '/api/console/join', roles: 'none' },
  invitationPreview: { method: 'GET', path: '/api/console/invitations/preview', roles: 'none' },
  login: { method: 'POST', path: '/api/console/login', roles: 'none' },
  logout: { method: 'POST', path: '/api/console/logout', roles: 'member' },
  me: { method: 'GET', path: '/api/console/me', roles: 'member' },

  // ---- staff (owner) ----
  staffList: { method: 'GET', path: '/api/console/staff', roles: ownerOnly },
  staffUpdate: { method: 'PATCH', path: '/api/console/staff/:id', roles: ownerOnly },
  staffRemove: { method: 'DELETE', path: '/api/console/staff/:id', roles: ownerOnly },
  invitationList: { method: 'GET', path: '/api/console/invitations', roles: ownerOnly },
  invitationCreate: { method: 'POST', path: '/api/console/invitations', roles: ownerOnly },
  invitationRevoke: { method: 'DELETE', path: '/api/console/invitations/:id', roles: ownerOnly },

  // ---- products ----
  productList: { method: 'GET', path: '/api/console/products', roles: catalogue },
  productExport: { method: 'GET', path: '/api/console/products/export', roles: catalogue },
  productImport: { method: 'POST', path: '/api/console/products/import', roles: catalogue },
  productGet: { method: 'GET', path: '/api/console/products/:id', roles: catalogue },
  productCreate: { method: 'POST', path: '/api/console/products', roles: catalogue },
  productUpdate: { method: 'PATCH', path: '/api/console/products/:id', roles: catalogue },
  productDuplicate: { method: 'POST', path: '/api/console/products/:id/duplicate', roles: catalogue },
  productPublish: { method: 'POST', path: '/api/console/products/:id/publish', roles: catalogue },
  productUnpublish: { method: 'POST', path: '/api/console/products/:id/unpublish', roles: catalogue },
  productArchive: { method: 'POST', path: '/api/console/products/:id/archive', roles: catalogue },
  productRestore: { method: 'POST', path: '/api/console/products/:id/restore', roles: catalogue },

  // ---- sizes and stock ----
  sizeCreate: { method: 'POST', path: '/api/console/products/:id/sizes', roles: catalogue },
  sizeUpdate: { method: 'PATCH', path: '/api/console/products/:id/sizes/:sizeId', roles: catalogue },
  sizeRemove: { method: 'DELETE', path: '/api/console/products/:id/sizes/:sizeId', roles: catalogue },
  sizeOrder: { method: 'PUT', path: '/api/console/products/:id/sizes/order', roles: catalogue },
  stockAdjust: { method: 'POST', path: '/api/console/products/:id/sizes/:sizeId/stock', roles: catalogue },
  stockMovements: { method: 'GET', path: '/api/console/products/:id/stock-movements', roles: catalogue },
  lowStock: { method: 'GET', path: '/api/console/low-stock', roles: catalogue },
  lowStockThreshold: { method: 'PUT', path: '/api/console/low-stock/threshold', roles: catalogue },

  // ---- images ----
  imageUpload: { method: 'POST', path: '/api/console/products/:id/images', roles: catalogue },
  imageOrder: { method: 'PUT', path: '/api/console/products/:id/images/order', roles: catalogue },
  imageMain: { method: 'POST', path: '/api/console/products/:id/images/:imageId/main', roles: catalogue },
  imageRemove: { method: 'DELETE', path: '/api/console/products/:id/images/:imageId', roles: catalogue },

  // ---- categories ----
  categoryTree: { method: 'GET', path: '/api/console/categories', roles: catalogue },
  groupCreate: { method: 'POST', path: '/api/console/category-groups', roles: catalogue },
  groupUpdate: { method: 'PATCH', path: '/api/console/category-groups/:id', roles: catalogue },
  groupRemove: { method: 'DELETE', path: '/api/console/category-groups/:id', roles: catalogue },
  groupOrder: { method: 'PUT', path: '/api/console/category-groups/order', roles: catalogue },
  categoryCreate: { method: 'POST', path: '/api/console/categories', roles: catalogue },
  categoryUpdate: { method: 'PATCH', path: '/api/console/categories/:id', roles: catalogue },
  categoryImage: { method: 'POST', path: '/api/console/categories/:id/image', roles: catalogue },
  categoryRemove: { method: 'DELETE', path: '/api/console/categories/:id', roles: catalogue },
  categoryOrder: { method: 'PUT', path: '/api/console/category-groups/:id/categories/order', roles: catalogue },
  subcategoryCreate: { method: 'POST', path: '/api/console/subcategories', roles: catalogue },
  subcategoryUpdate: { method: 'PATCH', path: '/api/console/subcategories/:id', roles: catalogue },
  subcategoryRemove: { method: 'DELETE', path: '/api/console/subcategories/:id', roles: catalogue },
  subcategoryOrder: { method: 'PUT', path: '/api/console/categories/:id/subcategories/order', roles: catalogue },

  // ---- jobs (CSV import) ----
  jobList: { method: 'GET', path: '/api/console/jobs', roles: catalogue },
  jobGet: { method: 'GET', path: '/api/console/jobs/:id', roles: catalogue },
  jobConfirm: { method: 'POST', path: '/api/console/jobs/:id/confirm', roles: catalogue },
  jobCancel: { method: 'POST', path: '/api/console/jobs/:id/cancel', roles: catalogue },

  // ---- orders ----
  orderList: { method: 'GET', path: '/api/console/orders', roles: fulfilment },
  orderBulkAccept: { method: 'POST', path: '/api/console/orders/accept', roles: fulfilment },
  orderGet: { method: 'GET', path: '/api/console/orders/:id', roles: fulfilment },
  orderMove: { method: 'POST', path: '/api/console/orders/:id/status', roles: fulfilment },
  orderLineCancel: { method: 'POST', path: '/api/console/orders/:id/lines/:lineId/cancel', roles: fulfilment },

  // ---- invoices and packing slips ----
  invoicePdf: { method: 'GET', path: '/api/console/orders/:id/invoice.pdf', roles: fulfilment },
  packingSlipPdf: { method: 'GET', path: '/api/console/orders/:id/packing-slip.pdf', roles: fulfilment },
  packingSlipsPdf: { method: 'POST', path: '/api/console/orders/packing-slips', roles: fulfilment },
  storeLegal: { method: 'GET', path: '/api/console/store/legal', roles: catalogue },
  storeLegalUpdate: { method: 'PUT', path: '/api/console/store/legal', roles: catalogue },

  // ---- customers ----
  customerList: { method: 'GET', path: '/api/console/customers', roles: catalogue },
  customerGet: { method: 'GET', path: '/api/console/customers/:id', roles: catalogue },
  customerCod: { method: 'PUT', path: '/api/console/customers/:id/cod', roles: catalogue },

  // ---- payment settings (owner) ----
  paymentSettings: { method: 'GET', path: '/api/console/store/payments', roles: catalogue },
  paymentSettingsUpdate: { method: 'PUT', path: '/api/console/store/payments', roles: ownerOnly },

  // ---- delivery settings (owner; issue 18) ----
  deliverySettings: { method: 'GET', path: '/api/console/store/delivery', roles: catalogue },
  deliverySettingsUpdate: { method: 'PUT', path: '/api/console/store/delivery', roles: ownerOnly },
  // ---- the storefront's languages (decision 045) ----
  storeLanguages: { method: 'GET', path: '/api/console/store/languages', roles: catalogue },
  storeLanguagesUpdate: { method: 'PUT', path: '/api/console/store/languages', roles: catalogue },

  // ---- home page ----
  bannerList: { method: 'GET', path: '/api/console/banners', roles: catalogue },
  bannerUpload: { method: 'POST', path: '/api/console/banners', roles: catalogue },
  bannerOrder: { method: 'PUT', path: '/api/console/banners/order', roles: catalogue },
  bannerUpdate: { method: 'PATCH', path: '/api/console/banners/:id', roles: catalogue },
  bannerRemove: { method: 'DELETE', path: '/api/console/banners/:id', roles: catalogue },
  bannerPhoneUpload: { method: 'PUT', path: '/api/console/banners/:id/phone', roles: catalogue },
  bannerPhoneRemove: { method: 'DELETE', path: '/api/console/banners/:id/phone', roles: catalogue },
  homeSections: { method: 'GET', path: '/api/console/home-sections', roles: catalogue },
  homeSectionsUpdate: { method: 'PUT', path: '/api/console/home-sections', roles: catalogue },

  // ---- branding and theme ----
  storeBranding: { method: 'GET', path: '/api/console/store/branding', roles: catalogue },
  storeBrandingUpdate: { method: 'PUT', path: '/api/console/store/branding', roles: catalogue },
  storeTheme: { method: 'POST', path: '/api/console/store/theme', roles: catalogue },
  storeLogo: { method: 'POST', path: '/api/console/store/logo', roles: catalogue },
  storeFavicon: { method: 'POST', path: '/api/console/store/favicon', roles: catalogue },

  // ---- dashboard ----
  dashboard: { method: 'GET', path: '/api/console/dashboard', roles: catalogue },

  // ---- audit log ----
  auditLog: { method: 'GET', path: '/api/console/audit', roles: catalogue },
} as const satisfies Record<string, ConsoleCall>;

export type ConsoleCallName = keyof typeof consoleCalls;

/** Whether a member with this role may make the call (the server checks the same table). */
export function can(role: StaffRole, call: ConsoleCallName): boolean {
  const { roles } = consoleCalls[call] as ConsoleCall;
  if (roles === 'none' || roles === 'member') return true;
  return roles.includes(role);
}

/** A call's path with its `:params` filled in. */
export function consolePath(call: ConsoleCallName, params: Record<string, string | number> = {}): string {
  return consoleCalls[call].path.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${call} needs the path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}

import type { AuditEntity } from '@haat/shared/console-api';

/** What the log records changes to, in the shop's words, for the "what" filter. */
export const entityLabels: Record<AuditEntity, string> = {
  product: 'Products', size: 'Sizes and stock', group: 'Category groups', category: 'Categories', subcategory: 'Subcategories',
  order: 'Orders', customer: 'Customers', staff: 'Staff', invitation: 'Invitations', store: 'Shop settings', banner: 'Home page banners',
};

/**
 * Each action the server writes (`grep -rn "action: '" apps/server/src/services`), in words, grouped
 * by what it changes for the action filter. An action missing here is shown as it is stored.
 */
export const actionGroups: ReadonlyArray<readonly [string, ReadonlyArray<readonly [string, string]>]> = [
  ['Orders', [
    ['order.accepted', 'Order accepted'], ['order.declined', 'Order declined'], ['order.packed', 'Order packed'], ['order.shipped', 'Order shipped'],
    ['order.out_for_delivery', 'Order out for delivery'], ['order.delivered', 'Order delivered'], ['order.rto', 'Order returned to origin'],
    ['order.cancel_line', 'Order line cancelled'], ['order.invoice', 'Invoice issued'],
  ]],
  ['Products', [
    ['product.create', 'Product added'], ['product.update', 'Product edited'], ['product.duplicate', 'Product duplicated'],
    ['product.publish', 'Product published'], ['product.unpublish', 'Product unpublished'], ['product.archive', 'Product archived'], ['product.restore', 'Product restored'],
    ['product.image.add', 'Product photo added'], ['product.image.remove', 'Product photo removed'], ['product.image.order', 'Product photos reordered'], ['product.image.main', 'Main product photo chosen'],
  ]],
  ['Sizes and stock', [
    ['size.create', 'Size added'], ['size.update', 'Size edited'], ['size.remove', 'Size removed'], ['size.order', 'Sizes reordered'], ['stock.adjust', 'Stock changed'],
  ]],
  ['Categories', [
    ['group.create', 'Category group added'], ['group.update', 'Category group renamed'], ['group.remove', 'Category group removed'], ['group.order', 'Category groups reordered'],
    ['category.create', 'Category added'], ['category.update', 'Category edited'], ['category.remove', 'Category removed'], ['category.order', 'Categories reordered'],
    ['category.image', 'Category picture changed'],
    ['subcategory.create', 'Subcategory added'], ['subcategory.update', 'Subcategory edited'], ['subcategory.remove', 'Subcategory removed'], ['subcategory.order', 'Subcategories reordered'],
  ]],
  ['Customers', [['customer.cod', 'COD stopped or allowed for a customer']]],
  ['Home page', [
    ['banner.add', 'Banner added'], ['banner.update', 'Banner edited'], ['banner.remove', 'Banner removed'], ['banner.order', 'Banners reordered'],
    ['banner.phone', 'Banner phone picture added or replaced'], ['banner.phone.remove', 'Banner phone picture removed'],
    ['home.sections', 'Home sections changed'],
  ]],
  ['Shop settings', [
    ['store.payments', 'Payment and delivery settings changed'], ['store.legal_update', 'Legal & GST details changed'], ['store.low-stock-threshold', 'Low-stock level changed'],
  ]],
  ['Staff', [
    ['invitation.create', 'Staff member invited'], ['invitation.revoke', 'Invitation withdrawn'], ['staff.join', 'Staff member joined'],
    ['staff.role', 'Staff role changed'], ['staff.remove', 'Staff member removed'],
  ]],
];

const actionLabels = new Map(actionGroups.flatMap(([, actions]) => actions));

/** An action in words; the COD switch says which way it went. */
export function actionLabel(action: string, after: Record<string, unknown> | null): string {
  if (action === 'customer.cod') return after?.cod_blocked === false ? 'COD allowed again for a customer' : 'COD stopped for a customer';
  return actionLabels.get(action) ?? action;
}

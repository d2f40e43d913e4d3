import type { z } from 'zod';
import type { orderItemRequest } from '@haat/shared/api';
import {
  cartTotals, checkoutTotals, isRowId, maxInteger, messages, paiseToRupees, rupeesToPaise, sizeNotOfferedMessage, type PaymentModeName,
} from '@haat/shared/rules';
import type { Db } from '../../db/database.ts';
import type { CustomerOwner } from '../accounts/customers.ts';
import { OrderRefusal } from './order-refusal.ts';

export type OrderItem = z.output<typeof orderItemRequest>;

/**
 * What an order line keeps of the product as it was bought (the line's snapshot columns), so the
 * orders page shows it even after the product changes or goes; money in paise.
 */
export interface LineSnapshot {
  asin: string;
  name: string;
  image: string;
  description: string;
  size: string;
  color: string | null;
  units: number;
  unitPricePaise: number;
  lineTotalPaise: number;
}

/** One order line as it will be stored: its snapshot, priced from the database (paise). */
export interface PricedLine extends LineSnapshot {
  productId: number;
  sizeId: number;
  deliveryPaise: number;
  /** The product's HSN code and GST rate as bought, for the GST invoice (null when the seller set none). */
  hsnCode: string | null;
  gstRateBp: number | null;
}

export interface PricedOrder {
  lines: PricedLine[];
  subtotalPaise: number;
  shippingPaise: number;
  discountPaise: number;
  /** The shop's COD fee, in the total of a cash-on-delivery order (0 online). */
  codFeePaise: number;
  totalPaise: number;
}

interface ProductRow {
  id: number;
  asin: string;
  name: string;
  image: string;
  description: string;
  discount_price: number;
  delivery_charge: number;
  colors: string | null;
  hsn_code: string | null;
  gst_rate_bp: number | null;
}
interface SizeRow { id: number; product_id: number; label: string; stock: number }

const orderTooLarge = 'This order is too large. Please order fewer units.';

/**
 * Prices the requested items from the database (docs/architecture.md: the body never sets a price): each
 * line's product must be in this store, its size is the one asked for, else the one in the
 * customer's cart, else the first in stock; totals follow the cart rules (HOLI case included)
 * and the online discount.
 */
export async function priceOrderItems(
  db: Db, owner: CustomerOwner, items: readonly OrderItem[], mode: PaymentModeName, codFee = 0,
): Promise<PricedOrder> {
  if (items.some((item) => !isRowId(item.asinid))) throw new OrderRefusal('not-found', messages.productGone);
  const ids = [...new Set(items.map((item) => item.asinid))];
  const [products, sizes, cart] = await Promise.all([
    db.selectFrom('products')
      .select(['id', 'asin', 'name', 'image', 'description', 'discount_price', 'delivery_charge', 'colors', 'hsn_code', 'gst_rate_bp'])
      .where('id', 'in', ids).where('store_id', '=', owner.storeId).where('status', '=', 'published').execute(),
    db.selectFrom('product_sizes').select(['id', 'product_id', 'label', 'stock'])
      .where('product_id', 'in', ids).orderBy('product_id').orderBy('sort').orderBy('id').execute(),
    db.selectFrom('cart_lines').select(['product_id', 'size', 'color'])
      .where('customer_id', '=', owner.customerId).where('product_id', 'in', ids).execute(),
  ]);
  const productById = new Map(products.map((p) => [p.id, p]));
  const cartByProduct = new Map(cart.map((line) => [line.product_id, line]));

  const lines = items.map((item): PricedLine => {
    const product = productById.get(item.asinid);
    if (!product) throw new OrderRefusal('not-found', messages.productGone);
    if (item.productcode !== '' && item.productcode.toLowerCase() !== product.asin.toLowerCase()) {
      throw new OrderRefusal('invalid', `productcode "${item.productcode}" is not the code of product ${item.asinid}.`);
    }
    const inCart = cartByProduct.get(product.id);
    const size = chooseSize(product, sizes.filter((s) => s.product_id === product.id), item.size, inCart?.size);
    const unitPricePaise = product.discount_price;
    return {
      productId: product.id,
      sizeId: size.id,
      asin: product.asin,
      name: product.name,
      image: product.image,
      description: product.description,
      size: size.label,
      color: chooseColor(product, item.color ?? inCart?.color ?? null),
      units: item.quantity,
      unitPricePaise,
      deliveryPaise: product.delivery_charge * item.quantity,
      lineTotalPaise: unitPricePaise * item.quantity,
      hsnCode: product.hsn_code,
      gstRateBp: product.gst_rate_bp,
    };
  });
  return { lines, ...orderTotals(lines, mode, codFee) };
}

function chooseSize(product: ProductRow, sizes: SizeRow[], asked: string | undefined, inCart: string | undefined): SizeRow {
  const find = (label: string) => sizes.find((s) => s.label === label) ?? sizes.find((s) => s.label.toLowerCase() === label.toLowerCase());
  if (asked !== undefined) {
    const offered = find(asked);
    if (!offered) throw new OrderRefusal('invalid', sizeNotOfferedMessage(product.name, asked));
    return offered;
  }
  const chosen = (inCart === undefined ? undefined : find(inCart)) ?? sizes.find((s) => s.stock > 0) ?? sizes[0];
  // A product without any size cannot be ordered at all.
  if (!chosen) throw new OrderRefusal('not-found', messages.productGone);
  return chosen;
}

/** The colour asked for, spelled as the product spells it; a colour it does not come in is refused. */
function chooseColor(product: ProductRow, asked: string | null): string | null {
  const offered = parseColorList(product.colors);
  if (!asked || offered.length === 0) return null;
  const match = offered.find((color) => color.toLowerCase() === asked.toLowerCase());
  if (!match) throw new OrderRefusal('invalid', `"${product.name}" does not come in colour ${asked}.`);
  return match;
}

function parseColorList(json: string | null): string[] {
  if (!json) return [];
  try {
    const value: unknown = JSON.parse(json);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

/** The order's figures in paise, by the same rules the cart and checkout show (browsing spec §9, decision 009). */
function orderTotals(lines: readonly PricedLine[], mode: PaymentModeName, codFee: number): Omit<PricedOrder, 'lines'> {
  const cart = cartTotals(lines.map((line) => ({
    name: line.name,
    discountPrice: paiseToRupees(line.unitPricePaise),
    units: line.units,
    deliveryCharge: paiseToRupees(line.units === 0 ? 0 : line.deliveryPaise / line.units),
  })));
  const totals = checkoutTotals(cart, mode, codFee);
  const figures = {
    subtotalPaise: rupeesToPaise(totals.itemsTotal),
    shippingPaise: rupeesToPaise(totals.delivery),
    discountPaise: rupeesToPaise(totals.discount),
    codFeePaise: rupeesToPaise(totals.codFee),
    totalPaise: rupeesToPaise(totals.payable),
  };
  // A 32-bit money column would overflow; no real basket comes near (₹2 crore).
  const largest = Math.max(figures.subtotalPaise + figures.shippingPaise, ...lines.map((l) => Math.max(l.lineTotalPaise, l.deliveryPaise)));
  if (largest > maxInteger) throw new OrderRefusal('invalid', orderTooLarge);
  return figures;
}

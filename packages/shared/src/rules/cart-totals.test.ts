import { describe, expect, it } from 'vitest';
import { cartTotals, holiMessage, isHoliTshirt, shippingLabel, type TotalsLine } from './cart-totals.ts';

const line = (name: string, discountPrice: number, units: number, deliveryCharge = 0): TotalsLine =>
  ({ name, discountPrice, units, deliveryCharge });

describe('cartTotals', () => {
  it('is zero for an empty cart', () => {
    expect(cartTotals([])).toEqual({ itemsTotal: 0, delivery: 0, total: 0, holiOffer: false });
  });

  it('floors the items total and adds delivery per unit', () => {
    const totals = cartTotals([line('Kurta', 499.99, 2, 40), line('Mug', 199.5, 1, 30)]);
    // 999.98 + 199.5 = 1199.48 → 1199; delivery 40 × 2 + 30 = 110
    expect(totals).toEqual({ itemsTotal: 1199, delivery: 110, total: 1309, holiOffer: false });
  });

  it('floors rather than rounds, and float noise does not cost a rupee', () => {
    expect(cartTotals([line('A', 99.9, 1)]).itemsTotal).toBe(99);
    // 0.1 + 0.2 would be 0.30000000000000004 in floats, 0.7 × 3 is 2.0999999999999996.
    expect(cartTotals([line('A', 0.7, 3), line('B', 0.3, 1)]).itemsTotal).toBe(2);
    expect(cartTotals([line('A', 19.99, 3)]).itemsTotal).toBe(59);
  });

  it('applies the HOLI T-SHIRT price: one line, 2 units, 249 with free delivery', () => {
    expect(cartTotals([line('HOLI T-SHIRT', 199, 2, 50)]))
      .toEqual({ itemsTotal: 249, delivery: 0, total: 249, holiOffer: true });
    expect(cartTotals([line('  holi t-shirt ', 999, 2, 80)]).total).toBe(249);
  });

  it('does not apply the HOLI price otherwise', () => {
    expect(cartTotals([line('HOLI T-SHIRT', 199, 1, 50)]))
      .toEqual({ itemsTotal: 199, delivery: 50, total: 249, holiOffer: false });
    expect(cartTotals([line('HOLI T-SHIRT', 199, 3, 50)]))
      .toEqual({ itemsTotal: 597, delivery: 150, total: 747, holiOffer: false });
    expect(cartTotals([line('HOLI T-SHIRT', 199, 2, 50), line('Cap', 100, 1, 0)]))
      .toEqual({ itemsTotal: 498, delivery: 100, total: 598, holiOffer: false });
    expect(cartTotals([line('HOLI T-SHIRT XL', 199, 2, 50)]))
      .toEqual({ itemsTotal: 398, delivery: 100, total: 498, holiOffer: false });
  });
});

describe('isHoliTshirt and its message', () => {
  it('matches the name trimmed and case-insensitively', () => {
    expect(isHoliTshirt('HOLI T-SHIRT')).toBe(true);
    expect(isHoliTshirt(' Holi  T-Shirt ')).toBe(true);
    expect(isHoliTshirt('HOLI TSHIRT')).toBe(false);
    expect(isHoliTshirt('HOLI T-SHIRTS')).toBe(false);
    expect(holiMessage).toBe('Buy 2 T-shirts to get free delivery!');
  });
});

describe('shippingLabel', () => {
  it('says Free for 0 and the rupee amount otherwise', () => {
    expect(shippingLabel(0)).toBe('Free');
    expect(shippingLabel(110)).toBe('₹110');
    expect(shippingLabel(1250)).toBe('₹1,250');
    expect(shippingLabel(49.5)).toBe('₹50');
  });
});

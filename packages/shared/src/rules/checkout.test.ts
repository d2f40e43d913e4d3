import { describe, expect, it } from 'vitest';
import { cartTotals } from './cart-totals.ts';
import {
  canSubmitCancellation, cancellationReasons, checkoutTotals, isCancellationReason, onlineDiscount, onlineSaving, shortName,
} from './checkout.ts';

describe('the online payment discount (decision 009)', () => {
  it('is 10% of the items subtotal, rounded down to whole rupees', () => {
    expect(onlineDiscount(1000)).toBe(100);
    expect(onlineDiscount(11998)).toBe(1199);
    expect(onlineDiscount(9)).toBe(0);
    expect(onlineDiscount(0)).toBe(0);
  });

  it('comes off the subtotal only for online payment; shipping is never discounted', () => {
    const totals = cartTotals([{ name: 'Kurta', discountPrice: 899, units: 2, deliveryCharge: 40 }]);
    expect(checkoutTotals(totals, 'COD')).toMatchObject({ itemsTotal: 1798, delivery: 80, discount: 0, payable: 1878 });
    expect(checkoutTotals(totals, 'ONLINE')).toMatchObject({ itemsTotal: 1798, delivery: 80, discount: 179, payable: 1699 });
    // A shop's COD fee is added to cash on delivery only.
    expect(checkoutTotals(totals, 'COD', 49)).toMatchObject({ discount: 0, codFee: 49, payable: 1927 });
    expect(checkoutTotals(totals, 'ONLINE', 49)).toMatchObject({ codFee: 0, payable: 1699 });
  });

  it('saves exactly the difference between the two totals: the discount, and the COD fee when there is one', () => {
    const totals = cartTotals([{ name: 'Kurta', discountPrice: 899, units: 2, deliveryCharge: 40 }]);
    expect(onlineSaving(totals)).toEqual({ discount: 179, codFee: 0, total: 179 });
    expect(onlineSaving(totals, 49)).toEqual({ discount: 179, codFee: 49, total: 228 });
    expect(checkoutTotals(totals, 'COD', 49).payable - checkoutTotals(totals, 'ONLINE', 49).payable).toBe(228);
    // Under ₹10 of items the discount rounds down to nothing.
    expect(onlineSaving(cartTotals([{ name: 'Pin', discountPrice: 9, units: 1, deliveryCharge: 0 }])).total).toBe(0);
  });

  it('applies to the HOLI T-SHIRT offer price like any subtotal', () => {
    const holi = cartTotals([{ name: 'HOLI T-SHIRT', discountPrice: 199, units: 2, deliveryCharge: 50 }]);
    expect(checkoutTotals(holi, 'ONLINE')).toMatchObject({ itemsTotal: 249, delivery: 0, discount: 24, payable: 225 });
  });
});

describe('checkout helpers', () => {
  it('shortens names to 4 words with an ellipsis only when it cut', () => {
    expect(shortName('Induction Friendly Stainless Steel Dinner Set')).toBe('Induction Friendly Stainless Steel...');
    expect(shortName('  Steel   Tiffin Box ')).toBe('Steel Tiffin Box');
    expect(shortName('One Two Three Four')).toBe('One Two Three Four');
  });
});

describe('cancellation rules (accounts spec §3, §5)', () => {
  it('lists the spec\'s seven reasons in its order', () => {
    expect(cancellationReasons).toEqual([
      'Incorrect size ordered', 'Product not required anymore', 'Cash Issue', 'Ordered By Mistake',
      'Wants to change style/color', 'Delayed Delivery Cancellation', 'Duplicate Order',
    ]);
    expect(isCancellationReason('Cash Issue')).toBe(true);
    expect(isCancellationReason('cash issue')).toBe(false);
  });

  it('needs a reason and at least 10 characters of comment after trimming', () => {
    expect(canSubmitCancellation('', 'Long enough comment')).toBe(false);
    expect(canSubmitCancellation('Cash Issue', '   short    ')).toBe(false);
    expect(canSubmitCancellation('Cash Issue', ' 123456789 ')).toBe(false);
    expect(canSubmitCancellation('Cash Issue', '1234567890')).toBe(true);
  });
});

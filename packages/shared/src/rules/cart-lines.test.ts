import { describe, expect, it } from 'vitest';
import {
  addCartLine, decrementLine, incrementLine, mergeCarts, removeLine, type CartLine,
} from './cart-lines.ts';
import { cartCount } from './cart-count.ts';

const line = (productId: number, units: number, size = 'M', color: string | null = null): CartLine =>
  ({ productId, units, size, color });

describe('addCartLine', () => {
  it('appends a new product', () => {
    expect(addCartLine([line(1, 1)], line(2, 3, 'L', 'Red'))).toEqual([line(1, 1), line(2, 3, 'L', 'Red')]);
  });

  it('raises units by the chosen amount and takes the new size and colour', () => {
    const lines = [line(1, 2, 'M', 'Blue'), line(2, 1)];
    expect(addCartLine(lines, line(1, 3, 'XL', 'Red'))).toEqual([line(1, 5, 'XL', 'Red'), line(2, 1)]);
    expect(lines[0]).toEqual(line(1, 2, 'M', 'Blue'));
  });

  it('caps at the stock when given', () => {
    expect(addCartLine([line(1, 4)], line(1, 3), 5)).toEqual([line(1, 5)]);
    expect(addCartLine([], line(1, 9), 2)).toEqual([line(1, 2)]);
  });
});

describe('incrementLine', () => {
  it('adds 1 while below stock', () => {
    expect(incrementLine([line(1, 1), line(2, 1)], 1, 3)).toEqual({ lines: [line(1, 2), line(2, 1)] });
    expect(incrementLine([line(1, 2)], 1, 3)).toEqual({ lines: [line(1, 3)] });
  });

  it('refuses at the stock limit with the message', () => {
    expect(incrementLine([line(1, 3)], 1, 3)).toEqual({ lines: [line(1, 3)], message: 'Maximum quantity reached!' });
    expect(incrementLine([line(1, 1)], 1, 1).message).toBe('Maximum quantity reached!');
  });

  it('ignores an unknown product', () => {
    expect(incrementLine([line(1, 1)], 9, 5)).toEqual({ lines: [line(1, 1)] });
  });
});

describe('decrementLine and removeLine', () => {
  it('lowers by 1 but never below 1', () => {
    expect(decrementLine([line(1, 3)], 1)).toEqual([line(1, 2)]);
    expect(decrementLine([line(1, 1)], 1)).toEqual([line(1, 1)]);
  });

  it('removes only the product', () => {
    expect(removeLine([line(1, 1), line(2, 2)], 1)).toEqual([line(2, 2)]);
    expect(removeLine([line(1, 1)], 5)).toEqual([line(1, 1)]);
  });
});

describe('cartCount', () => {
  it('counts distinct products, not units', () => {
    expect(cartCount([])).toBe(0);
    expect(cartCount([line(1, 5), line(2, 1)])).toBe(2);
  });
});

describe('mergeCarts', () => {
  const stock = (productId: number, size: string) => (productId === 1 ? (size === 'L' ? 4 : 10) : 3);

  it('adds units for the same product and appends the rest', () => {
    const merged = mergeCarts([line(1, 2), line(2, 1)], [line(1, 3), line(3, 2)], stock);
    expect(merged).toEqual([line(1, 5), line(2, 1), line(3, 2)]);
  });

  it('caps added units at the stock of the chosen size', () => {
    expect(mergeCarts([line(1, 3)], [line(1, 3, 'L')], stock)).toEqual([line(1, 4, 'L')]);
    expect(mergeCarts([], [line(2, 7)], stock)).toEqual([line(2, 3)]);
  });

  it('keeps the server cart when the cookie is empty', () => {
    expect(mergeCarts([line(1, 20)], [], stock)).toEqual([line(1, 20)]);
  });
});

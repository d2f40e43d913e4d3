import { describe, expect, it } from 'vitest';
import {
  canDecrement, canIncrement, defaultSize, maxQuantityMessage, parseQuantityInput, selectSizeMessage, sizeToSend,
} from './quantity.ts';

describe('parseQuantityInput', () => {
  it('accepts whole numbers from 1 to the stock', () => {
    expect(parseQuantityInput('1', 5)).toBe(1);
    expect(parseQuantityInput('5', 5)).toBe(5);
    expect(parseQuantityInput('03', 5)).toBe(3);
  });

  it('ignores everything else', () => {
    for (const text of ['', '0', '-1', '1.5', '2e1', ' 3 ', 'abc', '6', '+2', '0x2', '99999999999999999999']) {
      expect(parseQuantityInput(text, 5), text).toBeNull();
    }
  });

  it('accepts nothing when out of stock', () => {
    expect(parseQuantityInput('1', 0)).toBeNull();
  });
});

describe('canIncrement and canDecrement', () => {
  it('keeps units within 1..stock', () => {
    expect(canIncrement(1, 3)).toBe(true);
    expect(canIncrement(2, 3)).toBe(true);
    expect(canIncrement(3, 3)).toBe(false);
    expect(canIncrement(4, 3)).toBe(false);
    expect(canDecrement(1)).toBe(false);
    expect(canDecrement(2)).toBe(true);
  });
});

describe('sizes', () => {
  it('sends S without sizes, the chosen size, or asks', () => {
    const sizes = [{ label: 'M' }, { label: 'XL' }];
    expect(defaultSize).toBe('S');
    expect(sizeToSend([], null)).toBe('S');
    expect(sizeToSend(sizes, 'XL')).toBe('XL');
    expect(sizeToSend(sizes, null)).toBeNull();
    expect(sizeToSend(sizes, 'S')).toBeNull();
  });

  it('has the spec messages', () => {
    expect(maxQuantityMessage).toBe('Maximum quantity reached!');
    expect(selectSizeMessage).toBe('Please select a size before proceeding!');
  });
});

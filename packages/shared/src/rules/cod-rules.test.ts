import { describe, expect, it } from 'vitest';
import { codMessages, codRefusal, defaultCodRules } from './cod-rules.ts';

describe('cash on delivery rules', () => {
  const rules = { enabled: true, min: 299, max: 5000, fee: 49 };

  it('offer COD within the limits, and say why not outside them', () => {
    expect(codRefusal(rules, 299, false)).toBeNull();
    expect(codRefusal(rules, 5000, false)).toBeNull();
    expect(codRefusal(rules, 298, false)).toBe('Cash on delivery is available on orders of ₹299 or more. Please pay online.');
    expect(codRefusal(rules, 5001, false)).toBe('Cash on delivery is available on orders up to ₹5,000. Please pay online.');
  });

  it('refuse a blocked customer and a shop without COD, whatever the amount', () => {
    expect(codRefusal(rules, 1000, true)).toBe(codMessages.blocked);
    expect(codRefusal({ ...rules, enabled: false }, 1000, false)).toBe(codMessages.disabled);
    expect(codRefusal(defaultCodRules, 1_00_00_000, false)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { isIndianPincode, pinCodeMessages } from './pin-codes.ts';

describe('isIndianPincode', () => {
  it.each(['110001', '560001', '999999', '194101'])('takes %s', (pin) => expect(isIndianPincode(pin)).toBe(true));
  it.each(['010001', '000000', '56000', '5600011', '56000a', ' 560001', '５６０００１', ''])('refuses %j', (pin) => expect(isIndianPincode(pin)).toBe(false));
});

it('names the PIN and the state the shopper should choose', () => {
  expect(pinCodeMessages.unknown('999999')).toContain('999999');
  expect(pinCodeMessages.stateDiffers('560001', 'Karnataka')).toBe('PIN code 560001 is in Karnataka. Choose Karnataka as the state, or check the PIN code.');
});

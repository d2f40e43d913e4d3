import { expect, it } from 'vitest';
import { indianStates } from './validation.ts';
import { gstStateCodeOf, gstinCheckCharacter, gstinProblem, gstinState, isGstin } from './gstin.ts';

it('accepts real GSTINs, whose last character is the mod-36 check of the first fourteen', () => {
  for (const gstin of ['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '24AAACC1206D1ZM', '27AAACR5055K1Z7']) {
    expect(isGstin(gstin), gstin).toBe(true);
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  }
});

it('says what is wrong: the shape, a state code no state has, or the check character', () => {
  expect(gstinProblem('27AAPFU0939F1ZX')).toBe('check');
  expect(gstinProblem('27AAPFU0939F1Z')).toBe('shape');
  expect(gstinProblem('27aapfu0939f1zv')).toBe('shape');
  expect(gstinProblem('27AAPF00939F1ZV')).toBe('shape');
  expect(gstinProblem('27AAPFU0939F0ZV')).toBe('shape');
  expect(gstinProblem('27AAPFU0939F1YV')).toBe('shape');
  const noState = `99AAPFU0939F1Z`;
  expect(gstinProblem(noState + gstinCheckCharacter(noState))).toBe('state');
  // One character changed anywhere is caught by the check character.
  expect(isGstin('27AAPFU0939G1ZV')).toBe(false);
  expect(isGstin('72AAPFU0939F1ZV')).toBe(false);
});

it('names the state a GSTIN belongs to from its first two digits', () => {
  expect(gstinState('27AAPFU0939F1ZV')).toBe('Maharashtra');
  expect(gstinState('29AAGCB7383J1Z4')).toBe('Karnataka');
  expect(gstinState('36AAAAA0000A1Z5')).toBe('Telangana');
  expect(gstinState('28AAAAA0000A1Z5')).toBe('Andhra Pradesh');
  expect(gstinState('37AAAAA0000A1Z5')).toBe('Andhra Pradesh');
  expect(gstinState('99AAAAA0000A1Z5')).toBeNull();
});

it('has a code for every state and union territory of the address form', () => {
  for (const state of indianStates) expect(gstStateCodeOf(state), state).not.toBeNull();
  expect(gstStateCodeOf('Andhra Pradesh')).toBe('37');
  expect(gstStateCodeOf('Dadra and Nagar Haveli and Daman and Diu')).toBe('26');
  expect(gstStateCodeOf('Atlantis')).toBeNull();
});

import { describe, expect, it } from 'vitest';
import { joinName, splitName, truncateTitle } from './names.ts';

describe('truncateTitle', () => {
  it('cuts at 40 characters with an ellipsis', () => {
    const forty = 'x'.repeat(40);
    expect(truncateTitle(forty)).toBe(forty);
    expect(truncateTitle(`${forty}y`)).toBe(`${forty}…`);
    expect(truncateTitle('Festive Collection for Women and Girls 2024')).toBe('Festive Collection for Women and Girls 2…');
    expect(truncateTitle('Short title')).toBe('Short title');
  });

  it('counts characters, not UTF-16 units, and drops a dangling space', () => {
    expect(truncateTitle('😀'.repeat(41))).toBe(`${'😀'.repeat(40)}…`);
    expect(truncateTitle(`${'a'.repeat(39)} bcd`)).toBe(`${'a'.repeat(39)}…`);
  });
});

describe('splitName and joinName', () => {
  it('splits at the first space: the first word is the first name, the rest the last name', () => {
    expect(splitName('Asha Devi Verma')).toEqual({ firstName: 'Asha', lastName: 'Devi Verma' });
    expect(splitName('  Asha   Verma  ')).toEqual({ firstName: 'Asha', lastName: 'Verma' });
    expect(splitName('Asha\tVerma')).toEqual({ firstName: 'Asha', lastName: 'Verma' });
  });

  it('keeps a single word as the first name, with an empty last name', () => {
    expect(splitName(' Asha ')).toEqual({ firstName: 'Asha', lastName: '' });
    expect(splitName('')).toEqual({ firstName: '', lastName: '' });
  });

  it('joins with one space, and none when a part is empty', () => {
    expect(joinName('Asha', 'Devi Verma')).toBe('Asha Devi Verma');
    expect(joinName('Asha', '')).toBe('Asha');
    expect(joinName('', 'Verma')).toBe('Verma');
    expect(joinName('', '')).toBe('');
  });

  it('gives back the Name it split', () => {
    for (const name of ['Asha Devi Verma', 'Asha', 'Ravi Kumar']) {
      const { firstName, lastName } = splitName(name);
      expect(joinName(firstName, lastName)).toBe(name);
    }
  });
});

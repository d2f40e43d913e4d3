import { describe, expect, it } from 'vitest';
import { shortenName, truncateTitle } from './names.ts';

describe('shortenName', () => {
  it('keeps 4 words and adds an ellipsis when longer', () => {
    expect(shortenName('Women Banarasi Silk Saree With Blouse')).toBe('Women Banarasi Silk Saree…');
    expect(shortenName('Women Banarasi Silk Saree')).toBe('Women Banarasi Silk Saree');
    expect(shortenName('  Cotton   Kurta ')).toBe('Cotton Kurta');
    expect(shortenName('a b c d e', 2)).toBe('a b…');
    expect(shortenName('')).toBe('');
  });
});

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

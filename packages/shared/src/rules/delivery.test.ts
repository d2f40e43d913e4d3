import { describe, expect, it } from 'vitest';
import {
  defaultDeliveryRules, deliveryDate, deliveryEstimate, deliveryMessages, deliveryRulesProblem, deliveryZone, formatDeliveryDate,
  isServed, parsePinRange, type DeliveryRules,
} from './delivery.ts';

const bangalore = { pin: '560001', city: 'Bangalore', state: 'Karnataka' };
const whitefield = { pin: '560066', city: 'Bangalore', state: 'Karnataka' };
const mysore = { pin: '570001', city: 'Mysore', state: 'Karnataka' };
const chennai = { pin: '600004', city: 'Chennai', state: 'Tamil Nadu' };

const rules = (changes: Partial<DeliveryRules>): DeliveryRules => ({ ...defaultDeliveryRules, ...changes });

describe('zones', () => {
  it('are the same city, the same state or the rest of India, from the dispatch PIN', () => {
    expect(deliveryZone(whitefield, bangalore)).toBe('city');
    expect(deliveryZone(mysore, bangalore)).toBe('state');
    expect(deliveryZone(chennai, bangalore)).toBe('india');
  });

  it('are all the rest of India while the store has no dispatch PIN', () => {
    expect(deliveryZone(whitefield, null)).toBe('india');
  });

  it('tell apart two cities of one name in different states', () => {
    expect(deliveryZone({ pin: '495001', city: 'Bilaspur', state: 'Chhattisgarh' }, { pin: '174001', city: 'Bilaspur', state: 'Himachal Pradesh' })).toBe('india');
  });
});

describe('where the store delivers', () => {
  it('is everywhere when it names no states and no ranges', () => {
    expect(isServed(defaultDeliveryRules, chennai)).toBe(true);
  });

  it('is its states and its PIN ranges, ends included', () => {
    const south = rules({ states: ['Tamil Nadu'], ranges: [{ from: '560001', to: '560066' }] });
    expect(isServed(south, chennai)).toBe(true);
    expect(isServed(south, bangalore)).toBe(true);
    expect(isServed(south, whitefield)).toBe(true);
    expect(isServed(south, { ...whitefield, pin: '560067' })).toBe(false);
    expect(isServed(south, mysore)).toBe(false);
  });
});

describe('delivery dates', () => {
  // 2026-11-26 is a Thursday.
  const thursdayNoonIst = new Date('2026-11-26T06:30:00Z');

  it('count working days in India\'s calendar, skipping Sundays', () => {
    expect(deliveryDate(thursdayNoonIst, 0)).toBe('2026-11-26');
    expect(deliveryDate(thursdayNoonIst, 1)).toBe('2026-11-27');
    expect(deliveryDate(thursdayNoonIst, 2)).toBe('2026-11-28');
    expect(deliveryDate(thursdayNoonIst, 3)).toBe('2026-11-30');
    expect(deliveryDate(thursdayNoonIst, 7)).toBe('2026-12-04');
  });

  it('take the Indian day: 23:00 UTC on Thursday is already Friday in India', () => {
    expect(deliveryDate(new Date('2026-11-26T23:00:00Z'), 1)).toBe('2026-11-28');
  });

  it('start on Monday for an order placed on a Sunday', () => {
    const sunday = new Date('2026-11-29T06:30:00Z');
    expect(deliveryDate(sunday, 0)).toBe('2026-11-30');
    expect(deliveryDate(sunday, 1)).toBe('2026-12-01');
  });

  it('read as a shopper in India writes them', () => {
    expect(formatDeliveryDate('2026-11-30')).toBe('Mon, 30 Nov');
  });
});

describe('the estimate', () => {
  const at = new Date('2026-11-26T06:30:00Z');
  const store = rules({ dispatchPin: '560001', days: { city: 1, state: 3, india: 6 }, cod: { city: true, state: true, india: false } });

  it('gives the zone\'s days, date and cash on delivery', () => {
    expect(deliveryEstimate(store, whitefield, bangalore, at)).toEqual({ served: true, zone: 'city', days: 1, deliveryBy: '2026-11-27', cod: true });
    expect(deliveryEstimate(store, chennai, bangalore, at)).toEqual({ served: true, zone: 'india', days: 6, deliveryBy: '2026-12-03', cod: false });
  });

  it('says only "not served" for a PIN outside the store\'s area', () => {
    expect(deliveryEstimate({ ...store, states: ['Karnataka'] }, chennai, bangalore, at)).toEqual({ served: false });
  });
});

describe('settings', () => {
  it('read ranges as typed', () => {
    expect(parsePinRange(' 560001 - 560099 ')).toEqual({ from: '560001', to: '560099' });
    expect(parsePinRange('560001')).toEqual({ from: '560001', to: '560001' });
    expect(parsePinRange('560099-560001')).toBeNull();
    expect(parsePinRange('060001-060099')).toBeNull();
    expect(parsePinRange('5600-5601')).toBeNull();
  });

  it('refuse what cannot be a rule, with the message to show', () => {
    expect(deliveryRulesProblem(defaultDeliveryRules)).toBeNull();
    expect(deliveryRulesProblem(rules({ dispatchPin: '012345' }))).toBe(deliveryMessages.dispatchPin);
    expect(deliveryRulesProblem(rules({ states: ['Atlantis'] }))).toBe(deliveryMessages.state('Atlantis'));
    expect(deliveryRulesProblem(rules({ ranges: [{ from: '560099', to: '560001' }] }))).toBe(deliveryMessages.range);
    expect(deliveryRulesProblem(rules({ days: { city: 1.5, state: 3, india: 6 } }))).toBe(deliveryMessages.days);
    expect(deliveryRulesProblem(rules({ days: { city: 1, state: 3, india: 31 } }))).toBe(deliveryMessages.days);
    expect(deliveryRulesProblem(rules({ days: { city: 4, state: 3, india: 6 } }))).toBe(deliveryMessages.daysOrder);
  });
});

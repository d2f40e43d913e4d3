import { describe, expect, it } from 'vitest';
import { bestDay, compactRupees, dashboardRupees, dayLabel, longDayLabel, percent, periodSpan, weekdayLabel } from '../app/lib/dashboard.ts';

describe('dashboard formats', () => {
  it('writes money in Indian units and grouping', () => {
    expect([950, 1200, 120_000, 32_087_080].map(compactRupees)).toEqual(['₹950', '₹1.2K', '₹1.2L', '₹3.2Cr']);
    expect(dashboardRupees(1_521.43)).toBe('₹1,521');
    expect(dashboardRupees(3_20_87_080)).toBe('₹3,20,87,080');
  });

  it('names Indian days the same in any time zone, and periods by their days', () => {
    expect(dayLabel('2026-03-01')).toBe('1 Mar');
    expect(weekdayLabel('2026-03-15')).toBe('Sun, 15 Mar');
    expect(longDayLabel('2026-03-15')).toBe('Sunday, 15 March');
    expect(periodSpan('today', '2026-03-15', '2026-03-15')).toBe('Today, 15 Mar');
    expect(periodSpan('last_7_days', '2026-03-09', '2026-03-15')).toBe('9 Mar – 15 Mar');
    expect([percent(40), percent(42.9), percent(0)]).toEqual(['40%', '42.9%', '0%']);
  });

  it('finds the best day, or none when nothing sold', () => {
    expect(bestDay([{ day: '2026-03-14', orders: 1, revenue: 2500 }, { day: '2026-03-15', orders: 5, revenue: 5150 }])?.day).toBe('2026-03-15');
    expect(bestDay([{ day: '2026-03-15', orders: 0, revenue: 0 }])).toBeNull();
  });
});

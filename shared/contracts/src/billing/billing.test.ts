import { PLANS, planRank } from '../plan/plan-catalogue';
import { isPlanId } from '../plan/plan-ids';
import { addMonth, proratedUpgrade } from './dates';
import { formatRupees } from './money';

describe('plans as entitlements', () => {
  it('caps quality and screens per plan (Basic 480p/1, Standard 1080p/2, Premium 4K/3)', () => {
    expect(PLANS.map((p) => [p.id, p.qualityLines, p.screens, p.downloadDevices])).toEqual([
      ['basic', 480, 1, 0],
      ['standard', 1080, 2, 2],
      ['premium', 2160, 3, 6],
    ]);
  });

  it('ranks plans by price and knows their ids', () => {
    expect(planRank('basic') < planRank('standard') && planRank('standard') < planRank('premium')).toBe(true);
    expect([isPlanId('standard'), isPlanId('family'), isPlanId(3)]).toEqual([true, false, false]);
  });
});

describe('addMonth', () => {
  it('moves one calendar month, clamping to the last day', () => {
    expect(addMonth(new Date('2025-01-15T10:00:00Z')).toISOString()).toBe('2025-02-15T10:00:00.000Z');
    expect(addMonth(new Date('2025-01-31T10:00:00Z')).toISOString()).toBe('2025-02-28T10:00:00.000Z');
    expect(addMonth(new Date('2024-01-31T00:00:00Z')).toISOString()).toBe('2024-02-29T00:00:00.000Z');
    expect(addMonth(new Date('2025-12-31T23:00:00Z')).toISOString()).toBe('2026-01-31T23:00:00.000Z');
  });
});

describe('proratedUpgrade', () => {
  const start = new Date('2025-06-01T00:00:00Z');
  const end = new Date('2025-07-01T00:00:00Z');
  it('charges the price difference for the unused share of the period', () => {
    expect(proratedUpgrade(339, 699, start, end, start)).toBe(360);
    expect(proratedUpgrade(339, 699, start, end, new Date('2025-06-16T00:00:00Z'))).toBe(180);
  });
  it('charges at least one rupee', () => {
    expect(proratedUpgrade(159, 339, start, end, new Date('2025-06-30T23:59:00Z'))).toBe(1);
  });
});

describe('formatRupees', () => {
  it('formats whole rupees with the rupee sign and Indian grouping', () => {
    expect(formatRupees(339, 'en')).toBe('₹339');
    expect(formatRupees(123456, 'en')).toBe('₹1,23,456');
    expect(formatRupees(699, 'hi')).toContain('699');
    expect(formatRupees(159, 'ml')).toContain('159');
  });
});

import { describe, expect, it } from 'vitest';
import { MAX_PLAN_DAYS, isPlanDay, lastPlanDay, planDays } from './plan-days';

describe('plan days', () => {
  it('lists one day per date from the start to the end inclusive', () => {
    expect(planDays('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(planDays('2026-06-01', '2026-06-01')).toEqual(['2026-06-01']);
  });

  it('has no days when a date is missing', () => {
    expect(planDays(null, null)).toEqual([]);
    expect(planDays('2026-06-01', null)).toEqual([]);
    expect(planDays(null, '2026-06-01')).toEqual([]);
    expect(isPlanDay('2026-06-01', '2026-06-01', null)).toBe(false);
  });

  it('plans the first 366 days of a longer trip', () => {
    const days = planDays('2026-01-01', '2030-12-31');
    expect(days).toHaveLength(MAX_PLAN_DAYS);
    expect(days.at(-1)).toBe('2027-01-01');
    expect(lastPlanDay('2026-01-01', '2030-12-31')).toBe('2027-01-01');
    expect(isPlanDay('2027-01-01', '2026-01-01', '2030-12-31')).toBe(true);
    expect(isPlanDay('2027-01-02', '2026-01-01', '2030-12-31')).toBe(false);
  });

  it('tells the trip’s days from the others', () => {
    expect(isPlanDay('2026-06-01', '2026-06-01', '2026-06-08')).toBe(true);
    expect(isPlanDay('2026-06-08', '2026-06-01', '2026-06-08')).toBe(true);
    expect(isPlanDay('2026-05-31', '2026-06-01', '2026-06-08')).toBe(false);
    expect(isPlanDay('2026-06-09', '2026-06-01', '2026-06-08')).toBe(false);
  });
});

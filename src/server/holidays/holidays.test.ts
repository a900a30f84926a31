import { describe, expect, it } from 'vitest';
import { createHolidayCalendar, dayRangeLabel } from './holidays';

const calendar = createHolidayCalendar();

describe('public holidays and long weekends', () => {
  it("finds Colorado's 2027 long weekends, named after their holiday", () => {
    const weekends = calendar.longWeekends('US', 'CO', '2027-01-01', '2027-12-31');
    const labels = weekends.map((weekend) => weekend.label);
    expect(labels).toContain('Memorial Day weekend, May 29-31');
    expect(labels).toContain('Labor Day weekend, Sep 4-6');
    // Juneteenth falls on a Saturday; the Friday before is its substitute day off.
    expect(labels).toContain('Juneteenth weekend, Jun 18-20');
    expect(weekends.find((weekend) => weekend.name === 'Memorial Day')).toMatchObject({
      start: '2027-05-29',
      end: '2027-05-31',
      days: 3,
    });
    // Thanksgiving is a Thursday with no Friday off: no long weekend.
    expect(weekends.some((weekend) => weekend.name === 'Thanksgiving Day')).toBe(false);
  });

  it('works for other countries and answers nothing for an unknown one', () => {
    expect(calendar.holidaysBetween('PT', undefined, '2027-04-25', '2027-04-25')).toEqual([
      { date: '2027-04-25', name: expect.stringMatching(/Liberty|Freedom|Liberdade/) },
    ]);
    expect(calendar.longWeekends('ZZ', undefined, '2027-01-01', '2027-12-31')).toEqual([]);
    expect(calendar.holidayNear('ZZ', undefined, '2027-12-25', 2)).toBeUndefined();
  });

  it('finds the holiday next to a date, nearest first', () => {
    expect(calendar.holidayNear('US', 'CO', '2027-12-23', 2)).toEqual({
      date: '2027-12-24',
      name: 'Christmas Day (substitute day)',
    });
    expect(calendar.holidayNear('US', 'CO', '2027-03-10', 2)).toBeUndefined();
  });

  it('names each holiday in every language, English where the data has no other', () => {
    expect(calendar.namesOn('PT', undefined, '2027-04-25')).toMatchObject({
      pt: 'Dia da Liberdade',
      de: 'Liberty Day',
    });
    expect(calendar.namesOn('US', 'CO', '2027-01-01')).toMatchObject({
      en: "New Year's Day",
      de: 'Neujahr',
      ar: 'عيد رأس السنة',
    });
    // Not the Spanish the data falls back to for the US.
    expect(calendar.namesOn('US', 'CO', '2027-05-31')?.ar).toBe('Memorial Day');
    expect(calendar.namesOn('US', 'CO', '2027-03-10')).toBeUndefined();
    const memorial = calendar
      .longWeekends('US', 'CO', '2027-05-01', '2027-06-30')
      .find((weekend) => weekend.name === 'Memorial Day');
    expect(memorial?.names).toMatchObject({ en: 'Memorial Day', es: expect.any(String) });
  });

  it('labels a run across a month end with both months', () => {
    expect(dayRangeLabel('2027-12-31', '2028-01-02')).toBe('Dec 31-Jan 2');
    expect(dayRangeLabel('2027-05-29', '2027-05-31')).toBe('May 29-31');
  });
});

import { describe, expect, it } from 'vitest';
import { formatMonthDay, monthName, SHORT_MONTH_NAMES, shortWeekday } from './calendar-date';

describe('calendar date names', () => {
  it('names the months in full and short, January first', () => {
    expect([monthName(1), monthName(12), monthName(13)]).toEqual(['January', 'December', '']);
    expect(SHORT_MONTH_NAMES.join(' ')).toBe('Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec');
    expect(formatMonthDay('2026-03-05')).toBe('Mar 5');
  });

  it("names a date's own weekday", () => {
    expect(['2026-06-02', '2026-06-07', '2024-02-29'].map(shortWeekday)).toEqual([
      'Tue',
      'Sun',
      'Thu',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { calendarDateInZone } from './calendar-date';
import { groupTripsByEndYear, isActiveTrip, isPreviousTrip } from './trip-dates';

const endingOn = (trip_end: string | null) => ({ trip_end });

describe('isPreviousTrip and isActiveTrip', () => {
  const today = '2026-03-01';

  it('keeps a trip that ends today active', () => {
    expect(isActiveTrip(endingOn('2026-03-01'), today)).toBe(true);
    expect(isPreviousTrip(endingOn('2026-03-01'), today)).toBe(false);
  });

  it('makes a trip that ended yesterday previous', () => {
    expect(isPreviousTrip(endingOn('2026-02-28'), today)).toBe(true);
    expect(isActiveTrip(endingOn('2026-02-28'), today)).toBe(false);
  });

  it('keeps a trip that ends in the future active', () => {
    expect(isActiveTrip(endingOn('2026-03-02'), today)).toBe(true);
  });

  it('keeps a trip with no end date active', () => {
    expect(isActiveTrip(endingOn(null), today)).toBe(true);
    expect(isPreviousTrip(endingOn(null), today)).toBe(false);
  });

  it('compares across a year boundary and a leap day', () => {
    expect(isPreviousTrip(endingOn('2025-12-31'), '2026-01-01')).toBe(true);
    expect(isActiveTrip(endingOn('2028-02-29'), '2028-02-29')).toBe(true);
    expect(isPreviousTrip(endingOn('2028-02-29'), '2028-03-01')).toBe(true);
  });
});

describe('active and previous in the traveller’s time zone', () => {
  // 02:30 UTC on 1 March is still the evening of 28 February in Los Angeles.
  const instant = new Date('2026-03-01T02:30:00Z');
  const trip = endingOn('2026-02-28');

  it('keeps a trip ending on 28 February active in Los Angeles that evening', () => {
    const today = calendarDateInZone(instant, 'America/Los_Angeles');
    expect(today).toBe('2026-02-28');
    expect(isActiveTrip(trip, today)).toBe(true);
  });

  it('makes the same trip previous in Tokyo and in UTC at the same instant', () => {
    for (const zone of ['Asia/Tokyo', 'UTC']) {
      const today = calendarDateInZone(instant, zone);
      expect(today).toBe('2026-03-01');
      expect(isPreviousTrip(trip, today)).toBe(true);
    }
  });

  it('turns a trip previous exactly at local midnight, not a minute before', () => {
    // New York is UTC-5 in winter: 04:59 UTC is 23:59, 05:00 UTC is 00:00 the next day.
    const at2359 = calendarDateInZone(new Date('2026-03-01T04:59:00Z'), 'America/New_York');
    const at0000 = calendarDateInZone(new Date('2026-03-01T05:00:00Z'), 'America/New_York');
    expect([at2359, at0000]).toEqual(['2026-02-28', '2026-03-01']);
    expect(isActiveTrip(trip, at2359)).toBe(true);
    expect(isPreviousTrip(trip, at0000)).toBe(true);
  });

  it('follows the local date at the far edges of the clock (UTC+14 and UTC-11)', () => {
    const instantNewYear = new Date('2026-12-31T11:00:00Z');
    const lastDayOfYear = endingOn('2026-12-31');
    const kiritimati = calendarDateInZone(instantNewYear, 'Pacific/Kiritimati');
    const pagoPago = calendarDateInZone(instantNewYear, 'Pacific/Pago_Pago');
    expect([kiritimati, pagoPago]).toEqual(['2027-01-01', '2026-12-31']);
    expect(isPreviousTrip(lastDayOfYear, kiritimati)).toBe(true);
    expect(isActiveTrip(lastDayOfYear, pagoPago)).toBe(true);
  });

  it('is not shifted by a daylight-saving change', () => {
    // Berlin moves to summer time at 01:00 UTC on 29 March 2026.
    const justAfter = calendarDateInZone(new Date('2026-03-29T22:30:00Z'), 'Europe/Berlin');
    expect(justAfter).toBe('2026-03-30');
    expect(isPreviousTrip(endingOn('2026-03-29'), justAfter)).toBe(true);
    expect(isActiveTrip(endingOn('2026-03-30'), justAfter)).toBe(true);
  });
});

describe('groupTripsByEndYear', () => {
  const trip = (id: string, trip_start: string | null, trip_end: string | null) => ({
    id,
    trip_start,
    trip_end,
  });
  const ids = (groups: { year: number | null; trips: { id: string }[] }[]) =>
    groups.map((group) => ({ year: group.year, ids: group.trips.map((t) => t.id) }));

  const trips = [
    trip('open-ended', '2026-05-01', null),
    trip('summer-2025', '2025-07-01', '2025-07-10'),
    trip('no-start-2026', null, '2026-02-01'),
    trip('spring-2026', '2026-04-01', '2026-04-05'),
    // Starts in 2025, ends in 2026: it belongs to the year it ends.
    trip('new-year', '2025-12-28', '2026-01-03'),
    trip('same-start-later-end', '2026-04-01', '2026-04-09'),
    trip('winter-2024', '2024-01-05', '2024-01-08'),
  ];

  it('orders years newest first, with no-end-date trips last', () => {
    expect(ids(groupTripsByEndYear(trips, 'newest-first'))).toEqual([
      {
        year: 2026,
        ids: ['new-year', 'spring-2026', 'same-start-later-end', 'no-start-2026'],
      },
      { year: 2025, ids: ['summer-2025'] },
      { year: 2024, ids: ['winter-2024'] },
      { year: null, ids: ['open-ended'] },
    ]);
  });

  it('orders years oldest first, still with no-end-date trips last', () => {
    expect(ids(groupTripsByEndYear(trips, 'oldest-first')).map((group) => group.year)).toEqual([
      2024,
      2025,
      2026,
      null,
    ]);
  });

  it('sorts within a year by start date, then end date, trips with no start last', () => {
    const [year2026] = groupTripsByEndYear(trips, 'newest-first');
    expect(year2026?.trips.map((t) => [t.trip_start, t.trip_end])).toEqual([
      ['2025-12-28', '2026-01-03'],
      ['2026-04-01', '2026-04-05'],
      ['2026-04-01', '2026-04-09'],
      [null, '2026-02-01'],
    ]);
  });

  it('answers no groups for no trips, and leaves the input as it was', () => {
    expect(groupTripsByEndYear([], 'newest-first')).toEqual([]);
    const copy = [...trips];
    groupTripsByEndYear(trips, 'oldest-first');
    expect(trips).toEqual(copy);
  });
});

import { describe, expect, it } from 'vitest';
import type { Booking } from '#shared/contracts/bookings';
import { bookingMoments, bookingsByDay } from './day-bookings';

const lisbon = (date: string, time: string | null = null) => ({
  date,
  time,
  timeZone: 'Europe/Lisbon',
});

function booking(overrides: Partial<Booking>): Booking {
  return {
    _id: '00000000-0000-4000-8000-000000000001',
    kind: 'event',
    title: 'Booking',
    provider: '',
    confirmationCode: 'SECRET1',
    start: lisbon('2026-06-02', '10:00'),
    end: null,
    from: null,
    to: null,
    legs: [],
    travellers: ['Ada Lovelace'],
    price: null,
    notes: '',
    costLineId: null,
    files: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** "date moment time" for each moment of a booking. */
const momentsOf = (entry: Booking) =>
  bookingMoments(entry).map(({ date, moment, time }) => `${date} ${moment} ${time ?? '-'}`);

describe('what a booking does on which day', () => {
  it('a flight given without legs departs at its start and arrives at its end', () => {
    expect(
      momentsOf(
        booking({
          kind: 'flight',
          start: lisbon('2026-06-02', '23:50'),
          end: { date: '2026-06-03', time: '06:10', timeZone: 'America/Sao_Paulo' },
        }),
      ),
    ).toEqual(['2026-06-02 departs 23:50', '2026-06-03 arrives 06:10']);
  });

  it('a ferry with no end only departs', () => {
    expect(momentsOf(booking({ kind: 'ferry' }))).toEqual(['2026-06-02 departs 10:00']);
  });

  it('an event ends on its own day only when its end is on a later day', () => {
    expect(momentsOf(booking({ end: lisbon('2026-06-02', '23:00') }))).toEqual([
      '2026-06-02 starts 10:00',
    ]);
    expect(momentsOf(booking({ end: lisbon('2026-06-04') }))).toEqual([
      '2026-06-02 starts 10:00',
      '2026-06-04 ends -',
    ]);
  });

  it('a stay with no end has its check-in only', () => {
    expect(momentsOf(booking({ kind: 'stay', start: lisbon('2026-06-02') }))).toEqual([
      '2026-06-02 check_in -',
    ]);
  });

  it("orders a day's moments untimed first, then by time, check-out before check-in at one time", () => {
    const days = bookingsByDay(
      ['2026-06-02'],
      [
        booking({ title: 'Late dinner', kind: 'restaurant', start: lisbon('2026-06-02', '21:00') }),
        booking({
          title: 'New hotel',
          kind: 'stay',
          start: lisbon('2026-06-02', '11:00'),
          end: lisbon('2026-06-05'),
        }),
        booking({
          title: 'Old hotel',
          kind: 'stay',
          start: lisbon('2026-05-30'),
          end: lisbon('2026-06-02', '11:00'),
        }),
        booking({ title: 'Museum pass', start: lisbon('2026-06-02') }),
      ],
    );
    expect(days.get('2026-06-02')!.map((entry) => `${entry.moment} ${entry.title}`)).toEqual([
      'starts Museum pass',
      'check_out Old hotel',
      'check_in New hotel',
      'starts Late dinner',
    ]);
    // A day lists what happens, never who travels or the booking's code.
    expect(JSON.stringify([...days])).not.toMatch(/SECRET1|Lovelace/);
  });
});

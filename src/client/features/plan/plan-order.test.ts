import { describe, expect, it } from 'vitest';
import type { Plan, PlanItem } from '#shared/contracts/plan';
import { dayLabel, formatDuration, movedFromDayText } from './plan-labels';
import { moveInPlan, planPoints } from './plan-order';

function item(id: string, day: string | null, position: number, extra: Partial<PlanItem> = {}) {
  return {
    _id: `00000000-0000-4000-8000-00000000000${id}`,
    day,
    position,
    name: `Item ${id}`,
    kind: null,
    place: '',
    lat: null,
    lng: null,
    startTime: null,
    durationMinutes: null,
    note: '',
    costLineId: null,
    source: null,
    sourceUrl: null,
    movedFromDay: null,
    ...extra,
  } satisfies PlanItem;
}

const a = item('1', '2025-06-03', 0, { lat: 38.7, lng: -9.1 });
const b = item('2', '2025-06-03', 1);
const c = item('3', '2025-06-04', 0, { lat: 38.69, lng: -9.2 });
const d = item('4', null, 0, { movedFromDay: '2025-06-01', lat: 38.8, lng: -9.3 });
const plan: Plan = {
  days: [
    { date: '2025-06-03', items: [a, b], bookings: [] },
    { date: '2025-06-04', items: [c], bookings: [] },
  ],
  ideas: [d],
};
const names = (items: PlanItem[]) => items.map((entry) => entry.name);

describe('moveInPlan', () => {
  it('moves an item down within its day and renumbers the day', () => {
    const moved = moveInPlan(plan, a._id, '2025-06-03', 1);
    expect(names(moved.days[0]!.items)).toEqual(['Item 2', 'Item 1']);
    expect(moved.days[0]!.items.map((entry) => entry.position)).toEqual([0, 1]);
  });

  it('moves an item to another day at the place asked, and back to the ideas', () => {
    const toDay2 = moveInPlan(plan, b._id, '2025-06-04', 0);
    expect(names(toDay2.days[0]!.items)).toEqual(['Item 1']);
    expect(names(toDay2.days[1]!.items)).toEqual(['Item 2', 'Item 3']);
    expect(toDay2.days[1]!.items[0]).toMatchObject({ day: '2025-06-04', position: 0 });
    const toIdeas = moveInPlan(toDay2, b._id, null, 99);
    expect(names(toIdeas.ideas)).toEqual(['Item 4', 'Item 2']);
    expect(toIdeas.ideas[1]).toMatchObject({ day: null, position: 1 });
  });

  it('clears the dates notice of an item moved by hand', () => {
    const moved = moveInPlan(plan, d._id, '2025-06-04', 1);
    expect(moved.days[1]!.items[1]).toMatchObject({ name: 'Item 4', movedFromDay: null });
  });

  it('leaves the plan as it is for an unknown item or day, dropping nothing', () => {
    expect(moveInPlan(plan, '00000000-0000-4000-8000-000000000009', null, 0)).toBe(plan);
    expect(moveInPlan(plan, a._id, '2025-07-01', 0)).toBe(plan);
  });
});

describe('planPoints', () => {
  it('lists the items with coordinates with their day index and order, then the ideas', () => {
    expect(planPoints(plan)).toEqual([
      {
        itemId: a._id,
        name: 'Item 1',
        lat: 38.7,
        lng: -9.1,
        dayIndex: 0,
        day: '2025-06-03',
        order: 0,
      },
      {
        itemId: c._id,
        name: 'Item 3',
        lat: 38.69,
        lng: -9.2,
        dayIndex: 1,
        day: '2025-06-04',
        order: 0,
      },
      { itemId: d._id, name: 'Item 4', lat: 38.8, lng: -9.3, dayIndex: null, day: null, order: 0 },
    ]);
  });

  it('puts a day’s bookings with a place on the map after the ideas, off the day’s line', () => {
    const bookingId = '33333333-3333-4333-8333-333333333333';
    const withBookings = {
      ...plan,
      days: plan.days.map((day, index) => ({
        ...day,
        bookings:
          index === 1
            ? [
                {
                  bookingId,
                  kind: 'stay' as const,
                  title: 'Hotel Lisboa',
                  moment: 'check_in' as const,
                  time: '15:00',
                  timeZone: 'Europe/Lisbon',
                  place: 'Hotel Lisboa',
                  lat: 38.71,
                  lng: -9.14,
                },
                {
                  bookingId,
                  kind: 'event' as const,
                  title: 'Fado',
                  moment: 'starts' as const,
                  time: '21:00',
                  timeZone: 'Europe/Lisbon',
                  place: 'Alfama',
                  lat: null,
                  lng: null,
                },
              ]
            : [],
      })),
    };
    expect(planPoints(withBookings).slice(3)).toEqual([
      {
        itemId: `booking-${bookingId}-check_in`,
        name: 'Hotel Lisboa',
        lat: 38.71,
        lng: -9.14,
        dayIndex: 1,
        day: '2025-06-04',
        order: 0,
        isBooking: true,
      },
    ]);
  });
});

describe('plan labels', () => {
  it('names a day by its number and its date, never shifted', () => {
    expect(dayLabel('2025-06-03', 0)).toBe('Day 1 · Tue 3 Jun');
    expect(dayLabel('2024-02-29', 4)).toBe('Day 5 · Thu 29 Feb');
    expect(movedFromDayText('2025-06-03')).toBe("Was on Tue 3 Jun — the trip's dates changed");
  });

  it('writes durations in hours and minutes', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(90)).toBe('1 h 30 min');
  });
});

import type { Booking } from '#shared/contracts/bookings';
import type { Plan, PlanItem } from '#shared/contracts/plan';
import { clockTimeMinutes, formatClockTime } from '#shared/domain/clock-time';
import { planDays } from '#shared/domain/plan-days';
import { bookingsByDay } from './day-bookings';
import type { PlanItemRecord, PlanTrip } from './plan.repository';

/** "HH:MM" for minutes after midnight; the column holds the time as minutes. */
export function startTimeOf(minutes: number | null): string | null {
  return minutes === null ? null : formatClockTime(minutes);
}

/** Minutes after midnight for "HH:MM" (already checked by the contract). */
export function startMinutesOf(time: string | null): number | null {
  return time === null ? null : clockTimeMinutes(time);
}

export function toPlanItem(item: PlanItemRecord): PlanItem {
  return {
    _id: item.id,
    day: item.day,
    position: item.position,
    name: item.name,
    kind: item.kind,
    place: item.place,
    lat: item.lat,
    lng: item.lng,
    startTime: startTimeOf(item.startMinutes),
    durationMinutes: item.durationMinutes,
    note: item.note,
    costLineId: item.costLineId,
    source: item.source,
    sourceUrl: item.sourceUrl,
    movedFromDay: item.movedFromDay,
  };
}

/**
 * Every day of the trip with its items, and the ideas, each list in position order
 * (docs/PRODUCT-RULES.md#plan). An item on a day the trip no longer has cannot be stored (a date
 * change sends it to the ideas in the same transaction), so every item finds its list. Each day
 * also lists what the trip's bookings do on it (day-bookings.ts); a booking's moment on a day
 * outside the trip shows on no day.
 */
export function toPlan(
  trip: PlanTrip,
  items: readonly PlanItemRecord[],
  bookings: readonly Booking[],
): Plan {
  const days = planDays(trip.tripStart, trip.tripEnd);
  const byDay = new Map<string, PlanItem[]>(days.map((date) => [date, []]));
  const bookingsOn = bookingsByDay(days, bookings);
  const ideas: PlanItem[] = [];
  const sorted = [...items].sort((a, b) => a.position - b.position || a.id.localeCompare(b.id));
  for (const item of sorted) {
    const list = item.day === null ? ideas : byDay.get(item.day);
    (list ?? ideas).push(toPlanItem(item));
  }
  return {
    days: [...byDay].map(([date, dayItems]) => ({
      date,
      items: dayItems,
      bookings: bookingsOn.get(date) ?? [],
    })),
    ideas,
  };
}

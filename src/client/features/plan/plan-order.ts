import { dayBookingsOf } from '#client/components/day-bookings';
import type { Plan, PlanItem } from '#shared/contracts/plan';

/** Where an item sits: one of the trip's days, or null for the ideas. */
export type PlanPlace = string | null;

/** A list's id for drag and drop: `day:YYYY-MM-DD` or `ideas`; never an item's id (a UUID). */
export const IDEAS_LIST_ID = 'ideas';
export function listIdOf(day: PlanPlace): string {
  return day === null ? IDEAS_LIST_ID : `day:${day}`;
}
export function dayOfListId(listId: string): PlanPlace | undefined {
  if (listId === IDEAS_LIST_ID) return null;
  return listId.startsWith('day:') ? listId.slice(4) : undefined;
}

/** The items of one day, or of the ideas; empty for a day the plan does not have. */
export function itemsOf(plan: Plan, day: PlanPlace): PlanItem[] {
  if (day === null) return plan.ideas;
  return plan.days.find((entry) => entry.date === day)?.items ?? [];
}

/** Where an item is: its list and its index in it; undefined when it is not in the plan. */
export function findItem(
  plan: Plan,
  itemId: string,
): { item: PlanItem; day: PlanPlace; index: number } | undefined {
  for (const day of [...plan.days.map((entry) => entry.date), null]) {
    const items = itemsOf(plan, day);
    const index = items.findIndex((item) => item._id === itemId);
    const item = items[index];
    if (item) return { item, day, index };
  }
  return undefined;
}

function renumber(items: PlanItem[], day: PlanPlace): PlanItem[] {
  return items.map((item, position) => ({ ...item, day, position }));
}

/**
 * The plan after moving an item to `position` (its index once there; past the end is last) in
 * `day`, as the server will answer it: drawn at once, replaced by the answer. An item not in the
 * plan, or a day the plan does not have, leaves the plan as it is: nothing is ever dropped. An
 * item moved by hand is no longer one the trip's dates sent back, so its notice goes.
 */
export function moveInPlan(plan: Plan, itemId: string, day: PlanPlace, position: number): Plan {
  const found = findItem(plan, itemId);
  if (!found) return plan;
  if (day !== null && !plan.days.some((entry) => entry.date === day)) return plan;
  const moved: PlanItem = { ...found.item, movedFromDay: null };
  const without = (list: PlanItem[]) => list.filter((item) => item._id !== itemId);
  const withItem = (list: PlanItem[]) => {
    const rest = without(list);
    const at = Math.max(0, Math.min(position, rest.length));
    return [...rest.slice(0, at), moved, ...rest.slice(at)];
  };
  const listFor = (listDay: PlanPlace, items: PlanItem[]) => {
    if (listDay === day) return renumber(withItem(items), listDay);
    if (listDay === found.day) return renumber(without(items), listDay);
    return items;
  };
  return {
    days: plan.days.map((entry) => ({ ...entry, items: listFor(entry.date, entry.items) })),
    ideas: listFor(null, plan.ideas),
  };
}

/** The plan with one item replaced by its newer self (after an edit). */
export function replaceItem(plan: Plan, next: PlanItem): Plan {
  const swap = (items: PlanItem[]) => items.map((item) => (item._id === next._id ? next : item));
  return {
    days: plan.days.map((entry) => ({ ...entry, items: swap(entry.items) })),
    ideas: swap(plan.ideas),
  };
}

/** How many things to do the plan holds, days and ideas together. */
export function countItems(plan: Plan): number {
  return plan.days.reduce((sum, entry) => sum + entry.items.length, plan.ideas.length);
}

/** A thing to do with a place on the map: its day's index from 0 (null for the ideas) and order. */
export interface PlanPoint {
  itemId: string;
  name: string;
  lat: number;
  lng: number;
  /** The day's index in the trip, from 0; null for an idea. */
  dayIndex: number | null;
  day: PlanPlace;
  /** Its order within its day (or the ideas), from 0. */
  order: number;
  /** A booking's place (a flight's airport, a hotel): a dot of its day's colour, off the line. */
  isBooking?: boolean;
}

/**
 * The plan's things to do that have coordinates, day by day in order, then the ideas: what a map
 * draws (each day in its colour, its order as a line). Items with no coordinates are left out.
 */
export function planPoints(plan: Plan): PlanPoint[] {
  const points: PlanPoint[] = [];
  const add = (items: PlanItem[], day: PlanPlace, dayIndex: number | null) => {
    items.forEach((item, order) => {
      if (item.lat === null || item.lng === null) return;
      points.push({
        itemId: item._id,
        name: item.name,
        lat: item.lat,
        lng: item.lng,
        dayIndex,
        day,
        order,
      });
    });
  };
  plan.days.forEach((entry, index) => add(entry.items, entry.date, index));
  add(plan.ideas, null, null);
  // Each day's bookings with a place on the map, after its things to do.
  plan.days.forEach((entry, index) => {
    dayBookingsOf(entry).forEach((booking, order) => {
      if (booking.lat == null || booking.lng == null) return;
      points.push({
        itemId: `booking-${booking.bookingId}-${booking.moment}`,
        name:
          booking.place && booking.place !== booking.title
            ? `${booking.title} (${booking.place})`
            : booking.title,
        lat: booking.lat,
        lng: booking.lng,
        dayIndex: index,
        day: entry.date,
        order,
        isBooking: true,
      });
    });
  });
  return points;
}

import type { Booking } from '#shared/contracts/bookings';
import { COST_CATEGORIES } from '#shared/contracts/costs';
import type { SharedBooking, SharedPlanItem, SharedTrip } from '#shared/contracts/invites';
import { planDays } from '#shared/domain/plan-days';
import type { SharedItemRecord, SharedLineRecord, SharedTripRecord } from './invites.repository';

const byCategory = (a: SharedLineRecord, b: SharedLineRecord) =>
  COST_CATEGORIES.indexOf(a.category) - COST_CATEGORIES.indexOf(b.category);

function toSharedItem(item: SharedItemRecord): SharedPlanItem {
  return {
    name: item.name,
    startMinutes: item.startMinutes,
    durationMinutes: item.durationMinutes,
    place: item.place,
    note: item.note,
  };
}

/**
 * A booking on the read-only page (docs/SECURITY.md#share-link): no ids, no confirmation code,
 * no travellers' names, no files; its price only when the page shows the costs.
 */
function toSharedBooking(booking: Booking, showsCosts: boolean): SharedBooking {
  return {
    kind: booking.kind,
    title: booking.title,
    provider: booking.provider,
    confirmationCode: '',
    start: booking.start,
    end: booking.end,
    from: booking.from,
    to: booking.to,
    legs: booking.legs,
    travellers: [],
    price: showsCosts ? booking.price : null,
    notes: booking.notes,
    files: [],
  };
}

/**
 * The read-only page's trip (docs/SECURITY.md#share-link): fields are picked one by one, so
 * nothing added to a table later reaches the page unasked. A payer is named by first name, or
 * by the name the traveller typed; never an e-mail or an id.
 */
export function toSharedTrip(
  trip: SharedTripRecord,
  items: readonly SharedItemRecord[],
  lines: readonly SharedLineRecord[] | null,
  bookings: readonly Booking[],
): SharedTrip {
  const days = planDays(trip.tripStart, trip.tripEnd);
  const byDay = new Map<string, SharedPlanItem[]>(days.map((day) => [day, []]));
  const ideas: SharedPlanItem[] = [];
  for (const item of items) {
    if (item.day === null) ideas.push(toSharedItem(item));
    else byDay.get(item.day)?.push(toSharedItem(item));
  }
  const { currency } = trip;
  return {
    location_address: trip.locationAddress,
    trip_location: trip.tripLocation,
    image_url: trip.imageUrl,
    trip_start: trip.tripStart,
    trip_end: trip.tripEnd,
    travellers: trip.travellers,
    currency,
    plan: { days: days.map((day) => ({ day, items: byDay.get(day) ?? [] })), ideas },
    bookings: bookings.map((booking) => toSharedBooking(booking, lines !== null)),
    costs:
      lines === null
        ? null
        : {
            // The cost panel's order: by category as the contract lists them, then oldest first
            // (the read's order, kept by a stable sort); lines an estimate added at once share
            // their time.
            lines: [...lines].sort(byCategory).map((line) => ({
              category: line.category,
              label: line.label,
              planned:
                line.plannedAmount === null ? null : { amount: line.plannedAmount, currency },
              actual: line.actualAmount === null ? null : { amount: line.actualAmount, currency },
              paidBy: line.payerFirstName ?? line.paidByName ?? null,
            })),
            plannedTotal: {
              amount: lines.reduce((sum, line) => sum + (line.plannedAmount ?? 0), 0),
              currency,
            },
            actualTotal: {
              amount: lines.reduce((sum, line) => sum + (line.actualAmount ?? 0), 0),
              currency,
            },
          },
  };
}

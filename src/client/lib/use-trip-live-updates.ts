import { useQueryClient } from '@tanstack/react-query';
import { bookingsRoutes } from '#shared/contracts/bookings';
import { costRoutes } from '#shared/contracts/costs';
import { memberRoutes } from '#shared/contracts/members';
import { TRIP_CHANGE_PARTS, type TripChangePart } from '#shared/contracts/notifications';
import { planRoutes } from '#shared/contracts/plan';
import { tripRoutes } from '#shared/contracts/trips';
import { useLiveEvent } from './live-stream';

/**
 * The reads a changed part of a trip touches, by the contract path its query key starts with (as
 * every feature's keys do); the same sets a feature refreshes after its own change: a cost or a
 * booking moves the trip's planned total, a booking shows in the plan and may have a cost line.
 */
const READS_OF_PART: Record<TripChangePart, readonly string[]> = {
  trip: [tripRoutes.get.path],
  costs: [costRoutes.plan.path, tripRoutes.get.path],
  plan: [planRoutes.plan.path],
  bookings: [bookingsRoutes.list.path, planRoutes.plan.path, costRoutes.plan.path],
  members: [memberRoutes.list.path, tripRoutes.get.path],
};

/**
 * The open trip page updates at once when a companion changes the trip: the parts the live stream
 * names are read again (docs/PRODUCT-RULES.md#seeing-changes, #trip-activity); back from a cut, all
 * of them. The minute's re-read stays as the fallback.
 */
export function useTripLiveUpdates(tripId: string): void {
  const queryClient = useQueryClient();
  useLiveEvent((event) => {
    let parts: readonly TripChangePart[];
    if (event.type === 'trip_changed' && event.change.tripId === tripId) parts = event.change.parts;
    else if (event.type === 'connected' && event.isReconnect) parts = TRIP_CHANGE_PARTS;
    else return;
    const paths = new Set(parts.flatMap((part) => READS_OF_PART[part]));
    for (const path of paths) void queryClient.invalidateQueries({ queryKey: [path, tripId] });
    // The trips lists carry planned totals and roles; they are re-read when next shown.
    if (parts.some((part) => part !== 'plan')) {
      void queryClient.invalidateQueries({ queryKey: [tripRoutes.list.path], refetchType: 'none' });
    }
  });
}

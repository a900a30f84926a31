import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { costRoutes } from '#shared/contracts/costs';
import { compareRoutes } from '#shared/contracts/compare';
import { climateRoutes } from '#shared/contracts/climate';
import { tripRoutes, type Trip, type UpdateTripBody } from '#shared/contracts/trips';
import { wishlistRoutes } from '#shared/contracts/wishlists';
import { callApi } from '#client/lib/api-client';

/** Keys start with the contract path they read, as every feature's do. */
export const compareKeys = {
  dates: (tripId: string) => [compareRoutes.dates.path, tripId] as const,
  places: (tripId: string, places: readonly string[]) =>
    [compareRoutes.places.path, tripId, ...places] as const,
  trips: (wishlistId: string) => [compareRoutes.trips.path, wishlistId] as const,
};

/** The trip priced for each weekly start date over the next year: read here, or fetched early. */
export const compareDatesQuery = (tripId: string) =>
  queryOptions({
    queryKey: compareKeys.dates(tripId),
    queryFn: ({ signal }) => callApi(compareRoutes.dates, { params: { id: tripId }, signal }),
  });

export function useCompareDates(tripId: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...compareDatesQuery(tripId), enabled });
}

/** The trip's own place and each of `places`, priced for the trip's dates; off while none. */
export function useComparePlaces(tripId: string, places: readonly string[]) {
  return useQuery({
    queryKey: compareKeys.places(tripId, places),
    queryFn: ({ signal }) =>
      callApi(compareRoutes.places, {
        params: { id: tripId },
        query: { place: [...places] },
        signal,
      }),
    enabled: places.length > 0,
    // Adding a place keeps the last table on screen until the new one arrives.
    placeholderData: (previous) => previous,
  });
}

/** A wishlist's trips, cheapest first, as the server orders them. */
export function useCompareTrips(wishlistId: string) {
  return useQuery({
    queryKey: compareKeys.trips(wishlistId),
    queryFn: ({ signal }) => callApi(compareRoutes.trips, { params: { id: wishlistId }, signal }),
  });
}

/**
 * Moves or switches the trip (new dates, or a new place), then refreshes everything that shows
 * it: the trip, the trip lists and wishlists, its cost plan, typical weather and comparisons.
 */
export function useChangeTrip(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTripBody) =>
      callApi(tripRoutes.update, { params: { id: tripId }, body }),
    onSuccess: async (trip: Trip) => {
      queryClient.setQueryData([tripRoutes.get.path, tripId], trip);
      await Promise.all(
        [
          [tripRoutes.list.path],
          [tripRoutes.get.path],
          [wishlistRoutes.list.path],
          [wishlistRoutes.get.path],
          [costRoutes.plan.path, tripId],
          [climateRoutes.typicalWeather.path, tripId],
          [compareRoutes.dates.path, tripId],
          [compareRoutes.places.path, tripId],
          [compareRoutes.trips.path],
        ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

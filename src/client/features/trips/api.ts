import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  tripRoutes,
  type CreateTripBody,
  type Trip,
  type UpdateTripBody,
} from '#shared/contracts/trips';
import { wishlistRoutes } from '#shared/contracts/wishlists';
import { callApi } from '#client/lib/api-client';
import { KEPT_FRESH } from '#client/lib/query-client';
import { useSession } from '#client/app/session';

/**
 * Query keys start with the contract path they read, so any screen can refresh the data a call
 * changed (docs/PRODUCT-RULES.md#fresh-data) without importing another feature's module.
 */
export const tripKeys = {
  all: [tripRoutes.list.path] as const,
  detail: (id: string) => [tripRoutes.get.path, id] as const,
};
const wishlistsPrefix = [wishlistRoutes.list.path] as const;
const wishlistDetailPrefix = [wishlistRoutes.get.path] as const;

/**
 * Refreshes every screen that shows trips or wishlists after a change: favourites tie the two
 * together (docs/PRODUCT-RULES.md#favourites).
 */
export async function refreshTripsAndWishlists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: tripKeys.all }),
    queryClient.invalidateQueries({ queryKey: [tripRoutes.get.path] }),
    queryClient.invalidateQueries({ queryKey: wishlistsPrefix }),
    queryClient.invalidateQueries({ queryKey: wishlistDetailPrefix }),
  ]);
}

/** The signed-in traveller's trips; disabled while logged out. */
export function useTrips() {
  const { session } = useSession();
  const email = session.status === 'authenticated' ? session.user.email : undefined;
  return useQuery({
    queryKey: tripKeys.all,
    queryFn: ({ signal }) => callApi(tripRoutes.list, { query: { email }, signal }),
    enabled: email !== undefined,
  });
}

/** One trip; `shown` is the copy a card passed along, drawn at once while the fresh one loads. */
export function useTrip(id: string, shown?: Trip) {
  const { session } = useSession();
  return useQuery({
    queryKey: tripKeys.detail(id),
    queryFn: ({ signal }) => callApi(tripRoutes.get, { params: { id }, signal }),
    enabled: session.status === 'authenticated',
    ...KEPT_FRESH,
    ...(shown?._id === id ? { placeholderData: shown } : {}),
  });
}

export function useCreateTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTripBody) => callApi(tripRoutes.create, { body }),
    onSuccess: () => refreshTripsAndWishlists(queryClient),
  });
}

/**
 * Take it out of its wishlist first, then delete it;
 * resolves with the server's message to show.
 */
export function useDeleteTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (trip: Trip) => {
      if (trip.wishlist) {
        await callApi(wishlistRoutes.removeTrip, {
          params: { wishlistId: trip.wishlist._id, tripId: trip._id },
        });
      }
      return callApi(tripRoutes.delete, { params: { id: trip._id } });
    },
    onSettled: () => refreshTripsAndWishlists(queryClient),
  });
}

/** Edits a trip with only the fields that changed, then refreshes every screen showing trips. */
export function useUpdateTrip(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateTripBody) => callApi(tripRoutes.update, { params: { id }, body }),
    onSuccess: async (trip: Trip) => {
      queryClient.setQueryData(tripKeys.detail(id), trip);
      await Promise.all([
        refreshTripsAndWishlists(queryClient),
        // What hangs under the trip (its cost plan, comparisons, typical weather) depends on its
        // dates, place and budget; those queries are keyed [path under the trip, trip id].
        queryClient.invalidateQueries({
          predicate: ({ queryKey: [path, tripId] }) =>
            tripId === id && typeof path === 'string' && path.startsWith(`${tripRoutes.get.path}/`),
        }),
      ]);
    },
  });
}

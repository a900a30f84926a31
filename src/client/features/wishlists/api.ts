import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { tripRoutes, type Trip } from '#shared/contracts/trips';
import { wishlistRoutes, type Wishlist } from '#shared/contracts/wishlists';
import { callApi } from '#client/lib/api-client';
import { useSession } from '#client/app/session';

/** Keys start with the contract path they read (see features/trips/api.ts). */
export const wishlistKeys = {
  all: [wishlistRoutes.list.path] as const,
  detail: (id: string) => [wishlistRoutes.get.path, id] as const,
};

/**
 * A favourite change touches trips and wishlists alike (docs/PRODUCT-RULES.md#favourites), so
 * both are refreshed in place (docs/PRODUCT-RULES.md#fresh-data).
 */
async function refreshAfterFavoriteChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: wishlistKeys.all }),
    queryClient.invalidateQueries({ queryKey: [wishlistRoutes.get.path] }),
    queryClient.invalidateQueries({ queryKey: [tripRoutes.list.path] }),
    queryClient.invalidateQueries({ queryKey: [tripRoutes.get.path] }),
  ]);
}

/** The traveller's wishlists; with `isWanted` false, not read until it is true. */
export function useWishlists({ isWanted = true }: { isWanted?: boolean } = {}) {
  const { session } = useSession();
  const email = session.status === 'authenticated' ? session.user.email : undefined;
  return useQuery({
    queryKey: wishlistKeys.all,
    queryFn: ({ signal }) => callApi(wishlistRoutes.list, { query: { email }, signal }),
    enabled: isWanted && email !== undefined,
  });
}

export function useWishlist(id: string) {
  const { session } = useSession();
  return useQuery({
    queryKey: wishlistKeys.detail(id),
    queryFn: ({ signal }) => callApi(wishlistRoutes.get, { params: { id }, signal }),
    enabled: session.status === 'authenticated',
  });
}

/** What the Add to Wishlist dialog saves: an existing list, or the name of a new one. */
export type WishlistChoice =
  { wishlist: Pick<Wishlist, '_id' | 'list_name'> } | { newName: string };

/**
 * Favourite on: add the trip to the chosen list (or create the list with it), then
 * mark it favourite. Resolves with the list's name for the message.
 */
export function useAddTripToWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ trip, choice }: { trip: Trip; choice: WishlistChoice }) => {
      const wishlist =
        'wishlist' in choice
          ? await callApi(wishlistRoutes.addTrip, {
              params: { wishlistId: choice.wishlist._id },
              body: { _id: trip._id },
            })
          : await callApi(wishlistRoutes.create, {
              body: { list_name: choice.newName, trips: { _id: trip._id }, email: trip.user_email },
            });
      await callApi(tripRoutes.update, { params: { id: trip._id }, body: { isFavorite: true } });
      return wishlist.list_name;
    },
    onSettled: () => refreshAfterFavoriteChange(queryClient),
  });
}

/**
 * Favourite off: take the trip out of the list holding it, then set isFavorite
 * false. Resolves with the list's name for the message.
 */
export function useRemoveTripFromWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (trip: Trip) => {
      const listName = trip.wishlist?.list_name ?? '';
      if (trip.wishlist) {
        await callApi(wishlistRoutes.removeTrip, {
          params: { wishlistId: trip.wishlist._id, tripId: trip._id },
        });
      }
      await callApi(tripRoutes.update, { params: { id: trip._id }, body: { isFavorite: false } });
      return listName;
    },
    onSettled: () => refreshAfterFavoriteChange(queryClient),
  });
}

/**
 * Delete wishlist: unfavourite each of its trips, then delete the list. The list
 * disappears at once and comes back if the delete fails (docs/PRODUCT-RULES.md#fresh-data).
 */
export function useDeleteWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (wishlist: Wishlist) => {
      for (const trip of wishlist.trips) {
        await callApi(tripRoutes.update, { params: { id: trip._id }, body: { isFavorite: false } });
      }
      return callApi(wishlistRoutes.delete, { params: { id: wishlist._id } });
    },
    onMutate: async (wishlist) => {
      await queryClient.cancelQueries({ queryKey: wishlistKeys.all });
      const previous = queryClient.getQueryData<Wishlist[]>(wishlistKeys.all);
      queryClient.setQueryData<Wishlist[]>(wishlistKeys.all, (lists) =>
        lists?.filter((list) => list._id !== wishlist._id),
      );
      return { previous };
    },
    onError: (_error, _wishlist, context) => {
      if (context?.previous) queryClient.setQueryData(wishlistKeys.all, context.previous);
    },
    onSettled: () => refreshAfterFavoriteChange(queryClient),
  });
}

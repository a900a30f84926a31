import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { memberRoutes, type CompanionRole } from '#shared/contracts/members';
import { tripRoutes } from '#shared/contracts/trips';
import { wishlistRoutes } from '#shared/contracts/wishlists';
import { callApi } from '#client/lib/api-client';
import { KEPT_FRESH } from '#client/lib/query-client';

/** Keys start with the contract path they read, as every feature's do. */
export const membersKeys = {
  list: (tripId: string) => [memberRoutes.list.path, tripId] as const,
};

/** Who travels changes what the trip answers (its role, its owner) and the trips lists. */
function refreshAfterChange(queryClient: QueryClient, tripId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: membersKeys.list(tripId) }),
    queryClient.invalidateQueries({ queryKey: [tripRoutes.get.path, tripId] }),
    queryClient.invalidateQueries({ queryKey: [tripRoutes.list.path] }),
  ]);
}

/** The trip's travellers, the owner first; read again like the trip, so companions see changes. */
export function useMembers(tripId: string) {
  return useQuery({
    queryKey: membersKeys.list(tripId),
    queryFn: ({ signal }) => callApi(memberRoutes.list, { params: { id: tripId }, signal }),
    ...KEPT_FRESH,
  });
}

export function useChangeRole(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, role }: { userId: string; role: CompanionRole }) =>
      callApi(memberRoutes.update, { params: { id: tripId, userId }, body: { role } }),
    onSettled: () => refreshAfterChange(queryClient, tripId),
  });
}

/** Removes a companion (the owner's call). */
export function useRemoveMember(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      callApi(memberRoutes.remove, { params: { id: tripId, userId } }),
    onSettled: () => refreshAfterChange(queryClient, tripId),
  });
}

/** Hands the trip over; the caller stays on as an editor, so the trip is read again. */
export function useTransferOwner(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (userId: string) =>
      callApi(memberRoutes.transferOwner, { params: { id: tripId }, body: { userId } }),
    onSuccess: (members) => queryClient.setQueryData(membersKeys.list(tripId), members),
    onSettled: () => refreshAfterChange(queryClient, tripId),
  });
}

/**
 * A companion leaves: the trips lists and wishlists are read again. What hangs under the trip is
 * only marked stale, not read again now (it would answer 404 while the page is still shown);
 * opened again, it is read and says the trip is not found.
 */
export function useLeaveTrip(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (myUserId: string) =>
      callApi(memberRoutes.remove, { params: { id: tripId, userId: myUserId } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({
          predicate: ({ queryKey: [path, id] }) =>
            id === tripId && typeof path === 'string' && path.startsWith(tripRoutes.get.path),
          refetchType: 'none',
        }),
        queryClient.invalidateQueries({ queryKey: [tripRoutes.list.path] }),
        queryClient.invalidateQueries({ queryKey: [wishlistRoutes.list.path] }),
        queryClient.invalidateQueries({ queryKey: [wishlistRoutes.get.path] }),
      ]),
  });
}

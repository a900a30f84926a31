import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  inviteRoutes,
  shareRoutes,
  type CreateInviteBody,
  type CreateShareBody,
  type ShareStatus,
} from '#shared/contracts/invites';
import { callApi } from '#client/lib/api-client';

/** Keys start with the contract path they read, as every feature's do. */
export const invitesKeys = {
  list: (tripId: string) => [inviteRoutes.list.path, tripId] as const,
  share: (tripId: string) => [shareRoutes.status.path, tripId] as const,
  shared: (token: string) => [shareRoutes.read.path, token] as const,
};

export function useInvites(tripId: string) {
  return useQuery({
    queryKey: invitesKeys.list(tripId),
    queryFn: ({ signal }) => callApi(inviteRoutes.list, { params: { id: tripId }, signal }),
  });
}

/** Makes an invite; the answer holds its link, which is never read again. */
export function useCreateInvite(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInviteBody) =>
      callApi(inviteRoutes.create, { params: { id: tripId }, body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitesKeys.list(tripId) }),
  });
}

export function useRevokeInvite(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (inviteId: string) =>
      callApi(inviteRoutes.revoke, { params: { id: tripId, inviteId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitesKeys.list(tripId) }),
  });
}

export function useAcceptInvite() {
  return useMutation({
    mutationFn: (token: string) => callApi(inviteRoutes.accept, { params: { token } }),
  });
}

export function useShareStatus(tripId: string) {
  return useQuery({
    queryKey: invitesKeys.share(tripId),
    queryFn: ({ signal }) => callApi(shareRoutes.status, { params: { id: tripId }, signal }),
  });
}

/** Makes or replaces the share link; the answer holds the link, which is never read again. */
export function useCreateShare(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateShareBody) =>
      callApi(shareRoutes.create, { params: { id: tripId }, body }),
    onSuccess: (link) => {
      const status: ShareStatus = {
        active: true,
        showsCosts: link.showsCosts,
        createdAt: link.createdAt,
      };
      queryClient.setQueryData(invitesKeys.share(tripId), status);
    },
  });
}

export function useRevokeShare(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(shareRoutes.revoke, { params: { id: tripId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: invitesKeys.share(tripId) }),
  });
}

/** The read-only trip behind a share link; a 404 is an answer, not worth a retry. */
export function useSharedTrip(token: string) {
  return useQuery({
    queryKey: invitesKeys.shared(token),
    queryFn: ({ signal }) => callApi(shareRoutes.read, { params: { token }, signal }),
    retry: false,
  });
}

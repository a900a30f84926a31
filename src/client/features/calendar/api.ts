import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { calendarRoutes, type CalendarLinkStatus } from '#shared/contracts/calendar';
import { callApi } from '#client/lib/api-client';

/** Keys start with the contract path they read, as every feature's do. */
export const calendarKeys = {
  status: (tripId: string) => [calendarRoutes.status.path, tripId] as const,
};

export function useCalendarStatus(tripId: string) {
  return useQuery({
    queryKey: calendarKeys.status(tripId),
    queryFn: ({ signal }) => callApi(calendarRoutes.status, { params: { id: tripId }, signal }),
  });
}

/** Makes or renews the link; the answer holds the link, which is never read again. */
export function useCreateCalendarLink(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(calendarRoutes.create, { params: { id: tripId } }),
    onSuccess: (link) => {
      const status: CalendarLinkStatus = { active: true, createdAt: link.createdAt };
      queryClient.setQueryData(calendarKeys.status(tripId), status);
    },
  });
}

export function useRevokeCalendarLink(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(calendarRoutes.revoke, { params: { id: tripId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: calendarKeys.status(tripId) }),
  });
}

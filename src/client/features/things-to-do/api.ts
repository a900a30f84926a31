import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { planRoutes, type CreatePlanItemBody } from '#shared/contracts/plan';
import { thingsToDoRoutes, type ThingKind } from '#shared/contracts/things-to-do';
import { callApi } from '#client/lib/api-client';

/** The real sights near a trip's place, all kinds or one. */
export function useThingsToDo(tripId: string, kind: ThingKind | undefined) {
  return useQuery({
    queryKey: [thingsToDoRoutes.list.path, tripId, kind ?? 'all'],
    queryFn: ({ signal }) =>
      callApi(thingsToDoRoutes.list, {
        params: { id: tripId },
        query: kind ? { kind } : {},
        signal,
      }),
    // Switching kinds keeps the last list on screen until the next one arrives.
    placeholderData: keepPreviousData,
    staleTime: 60 * 60_000,
  });
}

/** Adds a thing to do to the trip's ideas; the plan, wherever it shows, is read afresh. */
export function useAddToPlan(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePlanItemBody) =>
      callApi(planRoutes.createItem, { params: { id: tripId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [planRoutes.plan.path, tripId] }),
  });
}

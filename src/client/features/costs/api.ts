import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  costChangedElsewhereSchema,
  costRoutes,
  type CostItem,
  type CostPlan,
  type CreateCostBody,
  type EstimateCostsBody,
  type UpdateCostBody,
} from '#shared/contracts/costs';
import { tripRoutes } from '#shared/contracts/trips';
import { ApiError, callApi } from '#client/lib/api-client';
import { lenient } from '#client/lib/lenient';
import { KEPT_FRESH } from '#client/lib/query-client';

/** The line as it is now, when a change or delete was refused because it changed since; else null. */
export function changedElsewhereLine(error: unknown): CostItem | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'changed_elsewhere')
    return null;
  const parsed = lenient(costChangedElsewhereSchema).safeParse(error.body);
  return parsed.success ? parsed.data.current : null;
}

/** Keys start with the contract path they read, as every feature's do. */
export const costKeys = {
  plan: (tripId: string) => [costRoutes.plan.path, tripId] as const,
};

/**
 * After a change: the plan, and the trips (they carry `plannedTotal`, shown on cards), refetched
 * in place (docs/PRODUCT-RULES.md#fresh-data). Trip keys start with their contract paths.
 */
async function refreshPlanAndTrips(queryClient: QueryClient, tripId: string): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: costKeys.plan(tripId) }),
    refreshTrips(queryClient),
  ]);
}

async function refreshTrips(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: [tripRoutes.list.path] }),
    queryClient.invalidateQueries({ queryKey: [tripRoutes.get.path] }),
  ]);
}

export function useCostPlan(tripId: string) {
  return useQuery({
    queryKey: costKeys.plan(tripId),
    queryFn: ({ signal }) => callApi(costRoutes.plan, { params: { id: tripId }, signal }),
    ...KEPT_FRESH,
  });
}

export function useCreateCost(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCostBody) =>
      callApi(costRoutes.create, { params: { id: tripId }, body }),
    onSuccess: () => refreshPlanAndTrips(queryClient, tripId),
  });
}

export function useUpdateCost(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ costId, body }: { costId: string; body: UpdateCostBody }) =>
      callApi(costRoutes.update, { params: { id: tripId, costId }, body }),
    onSuccess: () => refreshPlanAndTrips(queryClient, tripId),
    // A line changed elsewhere: the plan refetches so the panel shows it as it is now.
    onError: (error) =>
      changedElsewhereLine(error)
        ? queryClient.invalidateQueries({ queryKey: costKeys.plan(tripId) })
        : undefined,
  });
}

export function useDeleteCost(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ costId, expectedVersion }: { costId: string; expectedVersion?: string }) =>
      callApi(costRoutes.delete, {
        params: { id: tripId, costId },
        ...(expectedVersion ? { query: { expectedVersion } } : {}),
      }),
    onSettled: () => refreshPlanAndTrips(queryClient, tripId),
  });
}

/** Answers the whole plan, which replaces the cached one; the trips then refetch. */
export function useEstimateCosts(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EstimateCostsBody) =>
      callApi(costRoutes.estimate, { params: { id: tripId }, body }),
    onSuccess: async (plan: CostPlan) => {
      queryClient.setQueryData(costKeys.plan(tripId), plan);
      await refreshTrips(queryClient);
    },
  });
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { costRoutes } from '#shared/contracts/costs';
import {
  planRoutes,
  type CreatePlanItemBody,
  type MovePlanItemBody,
  type Plan,
  type UpdatePlanItemBody,
} from '#shared/contracts/plan';
import { callApi } from '#client/lib/api-client';
import { KEPT_FRESH } from '#client/lib/query-client';
import { moveInPlan, replaceItem } from './plan-order';

/** Keys start with the contract path they read, as every feature's do. */
export const planKeys = {
  plan: (tripId: string) => [planRoutes.plan.path, tripId] as const,
  move: (tripId: string) => [planRoutes.moveItem.path, tripId] as const,
};

/** A cost line an item can be paid by: its id and the label the traveller gave it. */
export interface CostLineOption {
  _id: string;
  label: string;
}

/** The trip's plan by day: read here, or fetched early. */
export const planQuery = (tripId: string) =>
  queryOptions({
    queryKey: planKeys.plan(tripId),
    queryFn: ({ signal }) => callApi(planRoutes.plan, { params: { id: tripId }, signal }),
    ...KEPT_FRESH,
  });

export function usePlan(tripId: string) {
  return useQuery(planQuery(tripId));
}

/**
 * The trip's cost lines, read through the costs contract under the key the cost panel reads them
 * by, so the page asks once for both. Not asked when the page passes them in.
 */
export function useCostLineOptions(tripId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [costRoutes.plan.path, tripId],
    queryFn: ({ signal }) => callApi(costRoutes.plan, { params: { id: tripId }, signal }),
    select: (plan): CostLineOption[] => plan.items.map(({ _id, label }) => ({ _id, label })),
    enabled: isEnabled,
  });
}

export function useCreatePlanItem(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreatePlanItemBody) =>
      callApi(planRoutes.createItem, { params: { id: tripId }, body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: planKeys.plan(tripId) }),
  });
}

export function useUpdatePlanItem(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ itemId, body }: { itemId: string; body: UpdatePlanItemBody }) =>
      callApi(planRoutes.updateItem, { params: { id: tripId, itemId }, body }),
    onSuccess: async (item) => {
      queryClient.setQueryData<Plan>(planKeys.plan(tripId), (plan) =>
        plan ? replaceItem(plan, item) : plan,
      );
      await queryClient.invalidateQueries({ queryKey: planKeys.plan(tripId) });
    },
  });
}

export function useDeletePlanItem(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (itemId: string) =>
      callApi(planRoutes.deleteItem, { params: { id: tripId, itemId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: planKeys.plan(tripId) }),
  });
}

export type MoveInput = { itemId: string } & MovePlanItemBody;

/**
 * Moves an item. It is drawn in its new place at once; the answer (the whole plan) then replaces
 * the cache. Moves are sent one at a time, in order (one mutation scope), and only the last
 * answer is drawn, so quick presses do not flicker. A refused move puts the plan back and reads
 * it afresh: nothing is ever lost from the screen; `onRefused` hears of every refusal, even of
 * a move followed by others.
 */
export function useMovePlanItem(
  tripId: string,
  onRefused: (error: unknown, input: MoveInput) => void,
) {
  const queryClient = useQueryClient();
  const key = planKeys.plan(tripId);
  const isOnlyMove = () => queryClient.isMutating({ mutationKey: planKeys.move(tripId) }) <= 1;
  return useMutation({
    mutationKey: planKeys.move(tripId),
    scope: { id: `plan-move-${tripId}` },
    mutationFn: ({ itemId, day, position }: MoveInput) =>
      callApi(planRoutes.moveItem, { params: { id: tripId, itemId }, body: { day, position } }),
    onMutate: async ({ itemId, day, position }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Plan>(key);
      if (previous)
        queryClient.setQueryData<Plan>(key, moveInPlan(previous, itemId, day, position));
      return { previous };
    },
    onSuccess: (plan) => {
      if (isOnlyMove()) queryClient.setQueryData<Plan>(key, plan);
    },
    onError: async (error, input, context) => {
      onRefused(error, input);
      if (context?.previous && isOnlyMove()) queryClient.setQueryData<Plan>(key, context.previous);
      await queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

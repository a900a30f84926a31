import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { compareRoutes } from '#shared/contracts/compare';
import { tripRoutes, type CreateTripBody } from '#shared/contracts/trips';
import { callApi } from '#client/lib/api-client';
import type { RouteQuery } from '#shared/contracts/route';

export type DiscoverQuery = Partial<RouteQuery<typeof compareRoutes.discover>>;

/** Destinations for the chosen region, dates and tier; off until every choice is made. */
export function useDiscover(query: DiscoverQuery | null) {
  return useQuery({
    queryKey: [compareRoutes.discover.path, query],
    queryFn: ({ signal }) => callApi(compareRoutes.discover, { query: query ?? {}, signal }),
    enabled: query !== null,
    staleTime: 10 * 60_000,
  });
}

/** Starts a trip for a discovered place; the trip lists refetch. */
export function useCreateDiscoveredTrip() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTripBody) => callApi(tripRoutes.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [tripRoutes.list.path] }),
  });
}

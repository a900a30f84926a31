import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { compareRoutes } from '#shared/contracts/compare';
import { createTripBodySchema, tripRoutes, type CreateTripBody } from '#shared/contracts/trips';
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

/** Where a visitor's chosen Discover trip waits while they log in (this tab only). */
const TRIP_TO_PLAN_KEY = 'discover.tripToPlan';

/** Keeps a visitor's choice so it can be planned once they have logged in. */
export function rememberTripToPlan(body: CreateTripBody): void {
  sessionStorage.setItem(TRIP_TO_PLAN_KEY, JSON.stringify(body));
}

function takeTripToPlan(): CreateTripBody | null {
  const stored = sessionStorage.getItem(TRIP_TO_PLAN_KEY);
  if (stored === null) return null;
  sessionStorage.removeItem(TRIP_TO_PLAN_KEY);
  try {
    const parsed = createTripBodySchema.safeParse(JSON.parse(stored));
    return parsed.success ? parsed.data : null;
  } catch {
    // Not ours or damaged: nothing to plan.
    return null;
  }
}

/**
 * For a signed-in traveller: plans the trip they chose on Discover before logging in, once, and
 * opens it. Call it on the screen login lands on.
 */
export function usePlanRememberedTrip(): void {
  const create = useCreateDiscoveredTrip();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const body = takeTripToPlan();
    if (!body) return;
    create.mutate(body, {
      onSuccess: (trip) => void navigate(`/trips/${trip._id}`, { state: { trip } }),
    });
  }, [create, navigate]);
}

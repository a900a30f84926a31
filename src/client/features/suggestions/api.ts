import { useQuery } from '@tanstack/react-query';
import { suggestionRoutes } from '#shared/contracts/suggestions';
import { callApi } from '#client/lib/api-client';

/** Best times to visit a place. */
export function useTripSuggestions(location: string | null) {
  return useQuery({
    queryKey: [suggestionRoutes.tripSuggestion.path, location],
    queryFn: async ({ signal }) => {
      try {
        return await callApi(suggestionRoutes.tripSuggestion, {
          body: { location: location ?? '' },
          signal,
        });
      } catch (error) {
        // A suggestion failure is logged only.
        console.warn('Failed to fetch suggestions', error);
        throw error;
      }
    },
    enabled: location !== null && location.trim() !== '',
    staleTime: 60 * 60_000,
    retry: false,
  });
}

/** Things to do near a trip's place, fetched only once asked for (Show Suggestions). */
export function useFunPlaces(location: string, enabled: boolean) {
  return useQuery({
    queryKey: [suggestionRoutes.funPlaces.path, location],
    queryFn: async ({ signal }) => {
      try {
        return await callApi(suggestionRoutes.funPlaces, { body: { location }, signal });
      } catch (error) {
        // Fun-places failures are logged only.
        console.warn('Failed to fetch fun places', error);
        throw error;
      }
    },
    enabled: enabled && location.trim() !== '',
    staleTime: 60 * 60_000,
    retry: false,
  });
}

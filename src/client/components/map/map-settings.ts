import { useQuery } from '@tanstack/react-query';
import { mapRoutes } from '#shared/contracts/map';
import { callApi } from '#client/lib/api-client';

/**
 * Where tiles come from; fixed while the server runs, so asked once per visit, and not at all
 * while offline, when no tile could come.
 */
export function useMapSettings({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({
    queryKey: [mapRoutes.settings.path],
    queryFn: ({ signal }) => callApi(mapRoutes.settings, { signal }),
    enabled: isEnabled,
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

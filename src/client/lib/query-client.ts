import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

/**
 * For what companions change together (a trip, its costs, its plan): read again whenever the page
 * gains focus and every minute while it is shown, so each sees the others' changes without
 * reloading (docs/PRODUCT-RULES.md#seeing-changes). A failed re-read keeps what is shown.
 */
export const KEPT_FRESH = { refetchOnWindowFocus: 'always', refetchInterval: 60_000 } as const;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Always ask: offline, the service worker answers with the saved copy, or the call fails
        // with the offline message; a query never waits silently for the network.
        networkMode: 'always',
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not get better by asking again.
        retry: (failureCount, error) =>
          failureCount < 2 &&
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) &&
          !(error instanceof ApiError && error.code === 'offline'),
      },
      // A change made offline fails at once with the offline message; it is never queued to be
      // sent later without the traveller knowing.
      mutations: { networkMode: 'always' },
    },
  });
}

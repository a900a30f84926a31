import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { placeRoutes } from '#shared/contracts/places';
import { callApi, NETWORK_ERROR_MESSAGE } from '#client/lib/api-client';

/** Suggestions for what the traveller typed; the previous list stays up while the next loads. */
export function usePlaceSuggestions(input: string, sessionToken: string) {
  const trimmed = input.trim();
  return useQuery({
    queryKey: [placeRoutes.autocomplete.path, trimmed],
    // The signal aborts a request whose input is out of date (TanStack cancels unused queries).
    queryFn: ({ signal }) =>
      logFailure(
        callApi(placeRoutes.autocomplete, {
          query: { input: trimmed, sessiontoken: sessionToken },
          signal,
        }),
      ),
    enabled: trimmed.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

/** A picked place: its details, then a loadable URL for its first photo. */
export function usePlace(placeId: string | null, sessionToken: string) {
  return useQuery({
    queryKey: [placeRoutes.details.path, placeId],
    queryFn: ({ signal }) => logFailure(loadPlace(placeId ?? '', sessionToken, signal)),
    enabled: placeId !== null,
    staleTime: 60 * 60_000,
  });
}

async function loadPlace(placeId: string, sessionToken: string, signal: AbortSignal) {
  const details = await callApi(placeRoutes.details, {
    query: { placeid: placeId, sessiontoken: sessionToken },
    signal,
  });
  const photo = details.photos[0];
  const picture = photo
    ? await callApi(placeRoutes.pics, { query: { photoreference: photo.name }, signal })
    : null;
  return { details, picture };
}

/** A place fetch failure is logged ('Network response was not ok'), not shown. */
async function logFailure<Result>(request: Promise<Result>): Promise<Result> {
  try {
    return await request;
  } catch (error) {
    if (!(error instanceof DOMException && error.name === 'AbortError')) {
      console.warn(NETWORK_ERROR_MESSAGE, error);
    }
    throw error;
  }
}

/** A random id grouping one search session's calls (Google bills autocomplete per session). */
export function newSessionToken(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // randomUUID needs a secure context; getRandomValues does not.
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

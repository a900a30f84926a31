import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { watchRoutes, type CreateWatchBody, type Watch } from '#shared/contracts/watches';
import { ApiError, callApi, errorMessage } from '#client/lib/api-client';
import type { I18n } from '#client/lib/i18n';
import { KEPT_FRESH } from '#client/lib/query-client';

/** Keys start with the contract path they read, as every feature's do. */
export const watchKeys = {
  list: () => [watchRoutes.list.path] as const,
  history: (watchId: string) => [watchRoutes.history.path, watchId] as const,
};

/** The traveller's watches; the job prices them while the page is open, so it reads them again. */
export function useWatches() {
  return useQuery({
    queryKey: watchKeys.list(),
    queryFn: ({ signal }) => callApi(watchRoutes.list, { signal }),
    ...KEPT_FRESH,
  });
}

/** Each check's price, oldest first. */
export function useWatchHistory(watchId: string) {
  return useQuery({
    queryKey: watchKeys.history(watchId),
    queryFn: ({ signal }) => callApi(watchRoutes.history, { params: { watchId }, signal }),
  });
}

export function useCreateWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateWatchBody) => callApi(watchRoutes.create, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: watchKeys.list() }),
  });
}

/**
 * Prices the watch now: the list shows the answer at once and its history reads again. A notice
 * it makes reaches the bell through the live stream, as the daily check's do.
 */
export function useCheckWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watchId: string) => callApi(watchRoutes.check, { params: { watchId } }),
    onSuccess: async (watch: Watch) => {
      queryClient.setQueryData(watchKeys.list(), (current: { watches: Watch[] } | undefined) =>
        current
          ? { watches: current.watches.map((one) => (one._id === watch._id ? watch : one)) }
          : current,
      );
      await queryClient.invalidateQueries({ queryKey: watchKeys.history(watch._id) });
    },
  });
}

export function useDeleteWatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watchId: string) => callApi(watchRoutes.delete, { params: { watchId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: watchKeys.list() }),
  });
}

/** A 409 `already_watching`: the traveller already watches this trip. */
export function isAlreadyWatching(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'already_watching';
}

/** The words for a failed price call: a 429 says to wait, else the server's or `fallback`. */
export function watchErrorText(error: unknown, fallback: string, t: I18n['t']): string {
  if (error instanceof ApiError && error.status === 429 && error.code !== 'too_many_watches') {
    return t('watches.tooManyChecks');
  }
  return errorMessage(error, fallback);
}

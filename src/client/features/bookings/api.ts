import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BOOKING_FILE_PATH,
  BOOKING_FILES_PATH,
  BOOKING_IMPORT_PATH,
  bookingFileSchema,
  bookingsRoutes,
  importBookingsResponseSchema,
  type BookingBody,
  type BookingInput,
} from '#shared/contracts/bookings';
import { buildPath } from '#shared/contracts/route';
import { costRoutes } from '#shared/contracts/costs';
import { planRoutes } from '#shared/contracts/plan';
import { tripRoutes } from '#shared/contracts/trips';
import { ApiError, callApi, callRaw } from '#client/lib/api-client';
import { lenient } from '#client/lib/lenient';
import { KEPT_FRESH } from '#client/lib/query-client';

/** Keys start with the contract path they read, as every feature's do. */
export const bookingKeys = {
  list: (tripId: string) => [bookingsRoutes.list.path, tripId] as const,
};

/** The trip's bookings in order of their start: read here, or fetched early with the trip. */
export const bookingsQuery = (tripId: string) =>
  queryOptions({
    queryKey: bookingKeys.list(tripId),
    queryFn: ({ signal }) => callApi(bookingsRoutes.list, { params: { id: tripId }, signal }),
    ...KEPT_FRESH,
  });

export function useBookings(tripId: string) {
  return useQuery(bookingsQuery(tripId));
}

/**
 * The trip's cost lines by id, read through the costs contract under the key the cost panel reads
 * them by, so the page asks once for both; only asked when a booking has a line.
 */
export function useCostLineLabels(tripId: string, isEnabled: boolean) {
  return useQuery({
    queryKey: [costRoutes.plan.path, tripId],
    queryFn: ({ signal }) => callApi(costRoutes.plan, { params: { id: tripId }, signal }),
    select: (plan) => new Map(plan.items.map((item) => [item._id, item.label])),
    enabled: isEnabled,
  });
}

/**
 * After a change: the bookings, the plan's days (they show bookings), the cost plan (a price is
 * its line's actual) and the trips (their planned totals) are read again.
 */
function useRefreshAfterChange(tripId: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: bookingKeys.list(tripId) }),
      queryClient.invalidateQueries({ queryKey: [planRoutes.plan.path, tripId] }),
      queryClient.invalidateQueries({ queryKey: [costRoutes.plan.path, tripId] }),
      queryClient.invalidateQueries({ queryKey: [tripRoutes.list.path] }),
      queryClient.invalidateQueries({ queryKey: [tripRoutes.get.path] }),
    ]);
}

export function useSaveBooking(tripId: string) {
  const refresh = useRefreshAfterChange(tripId);
  return useMutation({
    mutationFn: ({ bookingId, body }: { bookingId: string | null; body: BookingBody }) =>
      bookingId
        ? callApi(bookingsRoutes.update, { params: { id: tripId, bookingId }, body })
        : callApi(bookingsRoutes.create, { params: { id: tripId }, body }),
    onSuccess: refresh,
  });
}

/** Saves an import's chosen drafts one after another; answers how many were saved. */
export function useSaveDrafts(tripId: string) {
  const refresh = useRefreshAfterChange(tripId);
  return useMutation({
    mutationFn: async (drafts: BookingBody[]) => {
      let saved = 0;
      try {
        for (const body of drafts) {
          await callApi(bookingsRoutes.create, { params: { id: tripId }, body });
          saved += 1;
        }
      } catch (error) {
        throw new DraftsError(saved, error);
      }
      return saved;
    },
    onSettled: refresh,
  });
}

/** Saving drafts stopped at one: how many were saved before it, and why it failed. */
export class DraftsError extends Error {
  constructor(
    readonly saved: number,
    override readonly cause: unknown,
  ) {
    super('Saving drafts stopped');
  }
}

export function useDeleteBooking(tripId: string) {
  const refresh = useRefreshAfterChange(tripId);
  return useMutation({
    mutationFn: ({ bookingId, costLine }: { bookingId: string; costLine: 'keep' | 'delete' }) =>
      callApi(bookingsRoutes.delete, { params: { id: tripId, bookingId }, query: { costLine } }),
    onSettled: refresh,
  });
}

/** What the traveller gives an import: one file, or pasted text. */
export type ImportSource = { file: File } | { text: string };

/** Reads a file or pasted text into drafts; nothing is saved. */
export function useImportBookings(tripId: string) {
  return useMutation({
    mutationFn: async (source: ImportSource): Promise<BookingInput[]> => {
      const url = buildPath(BOOKING_IMPORT_PATH, { id: tripId });
      let body: FormData | { text: string };
      if ('file' in source) {
        body = new FormData();
        body.append('file', source.file, source.file.name);
      } else body = { text: source.text };
      const response = await callRaw('POST', url, body);
      const parsed = lenient(importBookingsResponseSchema).safeParse(
        await response.json().catch(() => null),
      );
      if (!parsed.success) throw new ApiError(response.status, 'bad_response', '');
      return parsed.data.drafts;
    },
  });
}

export function useAddBookingFile(tripId: string) {
  const refresh = useRefreshAfterChange(tripId);
  return useMutation({
    mutationFn: async ({ bookingId, file }: { bookingId: string; file: File }) => {
      const form = new FormData();
      form.append('file', file, file.name);
      const response = await callRaw(
        'POST',
        buildPath(BOOKING_FILES_PATH, { id: tripId, bookingId }),
        form,
      );
      const parsed = lenient(bookingFileSchema).safeParse(await response.json().catch(() => null));
      return parsed.success ? parsed.data : null;
    },
    onSuccess: refresh,
  });
}

export function useDeleteBookingFile(tripId: string) {
  const refresh = useRefreshAfterChange(tripId);
  return useMutation({
    mutationFn: ({ bookingId, fileId }: { bookingId: string; fileId: string }) =>
      callRaw('DELETE', buildPath(BOOKING_FILE_PATH, { id: tripId, bookingId, fileId })),
    onSettled: refresh,
  });
}

/** A file's address: read with the session's token, then handed to the browser as a download. */
export function bookingFileUrl(tripId: string, bookingId: string, fileId: string): string {
  return buildPath(BOOKING_FILE_PATH, { id: tripId, bookingId, fileId });
}

/** Downloads a file under its own name; the server sends it as an attachment. */
export async function downloadBookingFile(url: string, name: string): Promise<void> {
  const response = await callRaw('GET', url);
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

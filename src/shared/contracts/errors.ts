import { z } from 'zod';

/**
 * Every `code` the API answers with, one list for the server that throws and the client that
 * switches on it (docs/PRODUCT-RULES.md#errors). A code is stable: rename one and both sides stop
 * compiling.
 */
export const ERROR_CODES = [
  // The request itself
  'validation_failed',
  'invalid_input',
  'bad_request',
  'malformed_json',
  'body_too_large',
  'unsupported_media_type',
  'headers_too_large',
  'uri_too_long',
  'method_not_allowed',
  'request_timeout',
  'rate_limited',
  // Accounts and sessions
  'unauthenticated',
  'invalid_credentials',
  'invalid_token',
  'token_expired',
  'refresh_token_missing',
  'refresh_token_invalid',
  'refresh_token_reused',
  'email_taken',
  'user_not_found',
  // Access to a trip (docs/PRODUCT-RULES.md#roles)
  'forbidden',
  'read_only',
  'owner_only',
  // Not found
  'not_found',
  'trip_not_found',
  'wishlist_not_found',
  'cost_not_found',
  'plan_item_not_found',
  'place_not_found',
  'origin_not_found',
  'photo_not_found',
  'share_not_found',
  'calendar_link_not_found',
  'invite_not_found',
  'member_not_found',
  'booking_not_found',
  'file_not_found',
  'watch_not_found',
  'notification_not_found',
  'push_subscription_not_found',
  'unsubscribe_link_invalid',
  // A rule of the product refused the change
  'conflict',
  'changed_elsewhere',
  'wishlist_name_taken',
  'trip_not_in_wishlist',
  'dates_required',
  'day_outside_trip',
  'too_many_plan_items',
  'too_many_windows',
  'too_many_invites',
  'invite_expired',
  'invite_used_up',
  'already_owner',
  'owner_cannot_leave',
  'owner_role_fixed',
  'unknown_traveller',
  'cost_line_not_on_trip',
  'split_amounts_mismatch',
  'budget_currency_mismatch',
  'mixed_currencies',
  'amount_too_large',
  'total_too_large',
  'too_many_bookings',
  'too_many_watches',
  'already_watching',
  'watch_dates_out_of_range',
  // A file sent to be read or kept (bookings)
  'no_booking_found',
  'unreadable_file',
  'unsupported_file_type',
  'file_too_large',
  'trip_files_full',
  // The service
  'estimate_failed',
  'provider_unavailable',
  'database_unavailable',
  'internal_error',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every non-2xx body (docs/PRODUCT-RULES.md#errors): `msg` is for people, `code` is stable for programs. */
export const errorBodySchema = z.object({
  /** What went wrong, in words a traveller can read. */
  msg: z.string(),
  /** Stable snake_case code, e.g. `validation_failed`, `trip_not_found`. */
  code: z.string(),
  /** For validation failures: each field that failed and why. */
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
/** The body as both sides read it: its `code` is one of {@link ERROR_CODES}. */
export type ErrorBody = Omit<z.infer<typeof errorBodySchema>, 'code'> & { code: ErrorCode };

/** The error responses a route documents, e.g. `...errorResponses(400, 401, 404)`. */
export function errorResponses<const Status extends number>(
  ...statuses: Status[]
): Record<Status, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    Status,
    typeof errorBodySchema
  >;
}

/** `{ msg }` answers of calls whose success is a message (logout, delete). */
export const messageSchema = z.object({ msg: z.string() });
export type Message = z.infer<typeof messageSchema>;

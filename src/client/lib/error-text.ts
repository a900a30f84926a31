import type { ErrorCode } from '#shared/contracts/errors';
import type { MessageKey, Translator } from '#shared/i18n/translator';

/** The codes the client makes itself besides the server's (see api-client.ts). */
type ClientCode = 'offline' | 'network_error' | 'bad_response' | 'http_error';

/**
 * How each code a traveller can meet is worded outside English; English shows the server's own
 * `msg`, which the spec quotes (docs/PRODUCT-RULES.md#errors).
 */
export const ERROR_TEXT: Record<ErrorCode | ClientCode, MessageKey> = {
  validation_failed: 'errors.invalidInput',
  invalid_input: 'errors.invalidInput',
  bad_request: 'errors.invalidInput',
  malformed_json: 'errors.invalidInput',
  body_too_large: 'errors.tooLarge',
  unsupported_media_type: 'errors.generic',
  headers_too_large: 'errors.tooLarge',
  uri_too_long: 'errors.tooLarge',
  method_not_allowed: 'errors.generic',
  request_timeout: 'errors.requestTimeout',
  rate_limited: 'errors.rateLimited',
  unauthenticated: 'errors.sessionEnded',
  invalid_credentials: 'errors.invalidCredentials',
  invalid_token: 'errors.sessionEnded',
  token_expired: 'errors.sessionEnded',
  refresh_token_missing: 'errors.sessionEnded',
  refresh_token_invalid: 'errors.sessionEnded',
  refresh_token_reused: 'errors.sessionEnded',
  email_taken: 'errors.emailTaken',
  user_not_found: 'errors.userNotFound',
  forbidden: 'errors.forbidden',
  read_only: 'errors.readOnly',
  owner_only: 'errors.ownerOnly',
  not_found: 'errors.notFound',
  trip_not_found: 'errors.tripNotFound',
  wishlist_not_found: 'errors.wishlistNotFound',
  cost_not_found: 'errors.costNotFound',
  plan_item_not_found: 'errors.planItemNotFound',
  place_not_found: 'errors.placeNotFound',
  origin_not_found: 'errors.originNotFound',
  photo_not_found: 'errors.photoNotFound',
  share_not_found: 'errors.linkNotFound',
  calendar_link_not_found: 'errors.linkNotFound',
  invite_not_found: 'errors.inviteNotFound',
  member_not_found: 'errors.memberNotFound',
  booking_not_found: 'errors.bookingNotFound',
  file_not_found: 'errors.fileNotFound',
  watch_not_found: 'errors.watchNotFound',
  notification_not_found: 'errors.notificationNotFound',
  push_subscription_not_found: 'errors.notFound',
  unsubscribe_link_invalid: 'errors.unsubscribeLinkInvalid',
  conflict: 'errors.changedElsewhere',
  changed_elsewhere: 'errors.changedElsewhere',
  wishlist_name_taken: 'errors.wishlistNameTaken',
  trip_not_in_wishlist: 'errors.tripNotInWishlist',
  dates_required: 'errors.datesRequired',
  day_outside_trip: 'errors.dayOutsideTrip',
  too_many_plan_items: 'errors.tooManyPlanItems',
  too_many_windows: 'errors.tooManyWindows',
  too_many_invites: 'errors.tooManyInvites',
  invite_expired: 'errors.inviteExpired',
  invite_used_up: 'errors.inviteUsedUp',
  already_owner: 'errors.alreadyOwner',
  owner_cannot_leave: 'errors.ownerCannotLeave',
  owner_role_fixed: 'errors.ownerRoleFixed',
  unknown_traveller: 'errors.unknownTraveller',
  cost_line_not_on_trip: 'errors.costLineNotOnTrip',
  split_amounts_mismatch: 'errors.splitAmountsMismatch',
  budget_currency_mismatch: 'errors.budgetCurrencyMismatch',
  mixed_currencies: 'errors.mixedCurrencies',
  amount_too_large: 'errors.amountTooLarge',
  total_too_large: 'errors.totalTooLarge',
  too_many_bookings: 'errors.tooManyBookings',
  too_many_watches: 'errors.tooManyWatches',
  already_watching: 'errors.alreadyWatching',
  watch_dates_out_of_range: 'errors.watchDatesOutOfRange',
  no_booking_found: 'errors.noBookingFound',
  unreadable_file: 'errors.unreadableFile',
  unsupported_file_type: 'errors.unsupportedFileType',
  file_too_large: 'errors.fileTooLarge',
  trip_files_full: 'errors.tripFilesFull',
  estimate_failed: 'errors.estimateFailed',
  provider_unavailable: 'errors.providerUnavailable',
  database_unavailable: 'errors.serviceUnavailable',
  internal_error: 'errors.serviceUnavailable',
  offline: 'errors.offlineWrite',
  network_error: 'errors.networkError',
  bad_response: 'errors.generic',
  http_error: 'errors.generic',
};

/**
 * The translator of the language on screen, set by the I18nProvider, so that `errorMessage`
 * words a code in it without every caller passing one; null means English.
 */
let current: Translator | null = null;

export function setErrorTranslator(t: Translator | null): void {
  current = t;
}

export function errorTranslator(): Translator | null {
  return current;
}

/** A code's words in `t`'s language; the generic message for a code this client does not know. */
export function errorText(t: Translator, code: string, offlineRead = false): string {
  if (code === 'offline' && offlineRead) return t('errors.offlineRead');
  return t(ERROR_TEXT[code as ErrorCode] ?? 'errors.generic');
}

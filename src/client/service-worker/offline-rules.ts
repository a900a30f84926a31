/**
 * What the service worker keeps for reading offline, shared by the worker and the page
 * (docs/OFFLINE.md). Only the signed-in traveller's own data, and the place photos it shows.
 */

/** The store of saved answers; the page deletes it at logout and login. */
export const SAVED_DATA_CACHE = 'saved-data-v1';

/** Headers the worker adds to the answers it saves and serves. */
export const OFFLINE_HEADERS = {
  /** When the answer was saved (ISO 8601). */
  savedAt: 'x-saved-at',
  /** Present when the answer came from the store because the network failed. */
  servedOffline: 'x-served-offline',
} as const;

const SAVED_DATA_PATHS = [
  /^\/api\/user\/infor$/,
  /^\/api\/trips\/getaway-trip$/,
  /^\/api\/trips\/getaway\/[^/]+(\/costs|\/plan|\/typical-weather|\/compare\/dates|\/compare\/places)?$/,
  /^\/api\/wishlist\/getlists$/,
  /^\/api\/wishlist\/spec-wishlist\/[^/]+(\/compare)?$/,
  /^\/api\/places-photo\/[^/]+$/,
];

export function isSavedDataPath(pathname: string): boolean {
  return SAVED_DATA_PATHS.some((pattern) => pattern.test(pathname));
}

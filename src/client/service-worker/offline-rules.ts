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

/**
 * The copy of a 200 answer that goes into the store, stamped with when it was saved. The body is
 * cloned at once, before the first await, so the caller may go on to read the answer.
 */
export async function copyForSaving(response: Response): Promise<Response> {
  const headers = new Headers(response.headers);
  headers.set(OFFLINE_HEADERS.savedAt, new Date().toISOString());
  return new Response(await response.clone().blob(), { status: 200, headers });
}

const SAVED_DATA_PATHS = [
  /^\/api\/user\/infor$/,
  /^\/api\/trips\/getaway-trip$/,
  /^\/api\/trips\/getaway\/[^/]+(\/costs|\/typical-weather|\/compare\/dates|\/compare\/places|\/plan|\/things-to-do|\/bookings)?$/,
  /^\/api\/wishlist\/getlists$/,
  /^\/api\/wishlist\/spec-wishlist\/[^/]+(\/compare)?$/,
  /^\/api\/places-photo\/[^/]+$/,
  /^\/api\/watches(\/[^/]+\/history)?$/,
];

/**
 * Answers reached by a private link, or naming one, are never kept on a device
 * (docs/SECURITY.md): a shared trip, an invite's acceptance, a trip's invites and share link.
 * Checked first, so a wider saved path added later cannot take them in.
 */
const NEVER_SAVED_PATHS = [
  /^\/api\/shared\//i,
  /^\/api\/invites\//i,
  /^\/api\/trips\/getaway\/[^/]+\/(invites|share)(\/|$)/i,
];

export function isSavedDataPath(pathname: string): boolean {
  if (NEVER_SAVED_PATHS.some((pattern) => pattern.test(pathname))) return false;
  return SAVED_DATA_PATHS.some((pattern) => pattern.test(pathname));
}

/**
 * Whether a navigation is to one of the app's pages, which the stored shell may answer offline.
 * An address under /api/ opened in the browser (a calendar feed, the API docs) is never the
 * shell, and its answer is never stored.
 */
export function isAppPage(pathname: string): boolean {
  return !pathname.startsWith('/api/');
}

import { useSyncExternalStore } from 'react';
import {
  OFFLINE_HEADERS,
  SAVED_DATA_CACHE,
  copyForSaving,
  isSavedDataPath,
} from '#client/service-worker/offline-rules';

/**
 * Whether the page is offline, and since when the data it shows was saved (docs/OFFLINE.md).
 * Offline is the browser's word for it, or an answer the service worker served from its store
 * because the network failed; `savedAt` is the oldest such answer's save time since going offline.
 */
export interface OfflineState {
  isOffline: boolean;
  savedAt: string | null;
}

export const OFFLINE_WRITE_MESSAGE =
  'You are offline, so this change was not saved. Try again when you are back online.';
export const OFFLINE_READ_MESSAGE =
  'You are offline, and this has not been saved on this device yet.';

let state: OfflineState = { isOffline: isBrowserOffline(), savedAt: null };
const listeners = new Set<() => void>();

function isBrowserOffline(): boolean {
  return typeof navigator !== 'undefined' && navigator.onLine === false;
}

function setState(next: OfflineState): void {
  if (next.isOffline === state.isOffline && next.savedAt === state.savedAt) return;
  state = next;
  for (const listener of listeners) listener();
}

if (typeof window !== 'undefined') {
  window.addEventListener('offline', () => setState({ ...state, isOffline: true }));
  window.addEventListener('online', () => setState({ isOffline: false, savedAt: null }));
}

/** Called for every answer: one served from the store marks the page offline, with its age. */
export function noteAnswer(headers: Headers): void {
  if (headers.get(OFFLINE_HEADERS.servedOffline) === null) {
    if (state.isOffline && !isBrowserOffline()) setState({ isOffline: false, savedAt: null });
    return;
  }
  const savedAt = headers.get(OFFLINE_HEADERS.savedAt);
  const oldest = savedAt && (!state.savedAt || savedAt < state.savedAt) ? savedAt : state.savedAt;
  setState({ isOffline: true, savedAt: oldest });
}

/** Whether a failed request failed for want of a network, as far as the page can tell. */
export function isOffline(): boolean {
  return state.isOffline || isBrowserOffline();
}

export function useOfflineState(): OfflineState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => state,
    () => state,
  );
}

/** Deletes the traveller's saved answers: at logout, and at login (another traveller's). */
export async function forgetSavedData(): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    await caches.delete(SAVED_DATA_CACHE);
  } catch (error) {
    console.warn('Could not delete the saved trips:', error);
  }
}

/** Set where the worker is registered (production builds): only there does the page save. */
let isWorkerRegistered = false;

/**
 * Whether the page must save what it reads itself: on the first visit the worker is installed
 * but does not yet control the page, so the answers read then pass it by (docs/OFFLINE.md).
 */
export function isReadPastTheWorker(): boolean {
  return isWorkerRegistered && navigator.serviceWorker.controller === null;
}

/**
 * Saves an answer the page read past the worker into the worker's store, stamped as the worker
 * stamps its own, so what the traveller saw on a first visit opens offline too. Like the worker,
 * it keeps only the traveller's own data (`offline-rules.ts`) and only a 200.
 */
export async function saveReadPastTheWorker(url: string, response: Response): Promise<void> {
  const address = new URL(url, window.location.href);
  if (response.status !== 200 || !isSavedDataPath(address.pathname)) return;
  try {
    // Copied before anything is awaited: the caller reads the body meanwhile.
    const copy = copyForSaving(response);
    const saved = await caches.open(SAVED_DATA_CACHE);
    // Keyed as the worker keys it: a GET of the same address.
    await saved.put(address.href, await copy);
  } catch (error) {
    console.warn('Could not save an answer for offline use:', error);
  }
}

/**
 * Registers the service worker (production builds only). When a new build's worker takes over
 * a page the old one controlled, the page reloads once, so no old shell lingers.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  isWorkerRegistered = true;
  const hadController = navigator.serviceWorker.controller !== null;
  let isReloading = false;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (!hadController || isReloading) return;
    isReloading = true;
    window.location.reload();
  });
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      console.warn('The service worker could not be registered:', error);
    });
  };
  // After the page's load, so it does not compete with the first screen; an app started later
  // (the login page starts it on first use) registers at once.
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register);
}

/**
 * The service worker (built to /sw.js by vite.config.ts; docs/OFFLINE.md):
 * - the app shell (index.html, every script and style of this build, icons) is stored at install,
 *   so the installed app opens without a network; a new build's worker takes over at once and
 *   deletes the old build's shell;
 * - the traveller's own trips (list, trip, cost plan, typical weather, comparisons, wishlists,
 *   account) are stored as they are viewed, each answer stamped with when it was saved; with no
 *   network they are answered from the store, marked as such, so the page can say so;
 * - writes are never touched: offline they fail, and the page says they were not saved;
 * - a Web Push message shows as a notification; clicking it opens its page in the app.
 */
import { readPushMessage } from './push-message';
import {
  OFFLINE_HEADERS,
  SAVED_DATA_CACHE,
  copyForSaving,
  isAppPage,
  isSavedDataPath,
} from './offline-rules';

/** Replaced at build time: the build's id and the files of its shell. */
declare const __BUILD_ID__: string;
declare const __SHELL_FILES__: string[];

const SHELL_CACHE = `shell-${__BUILD_ID__}`;
const SHELL_PAGE = '/index.html';

// The parts of the worker scope this file uses (the DOM lib has no worker types).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response> | Response): void;
}
interface PushEvent extends ExtendableEvent {
  readonly data: { json(): unknown; text(): string } | null;
}
interface NotificationEvent extends ExtendableEvent {
  readonly notification: Notification;
}
interface WindowClient {
  readonly url: string;
  focus(): Promise<WindowClient>;
  navigate(url: string): Promise<WindowClient | null>;
}
interface WorkerScope {
  skipWaiting(): Promise<void>;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<WindowClient[]>;
    openWindow(url: string): Promise<WindowClient | null>;
  };
  registration: {
    showNotification(title: string, options: NotificationOptions): Promise<void>;
  };
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'push', listener: (event: PushEvent) => void): void;
  addEventListener(type: 'notificationclick', listener: (event: NotificationEvent) => void): void;
}
const worker = self as unknown as WorkerScope;

worker.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const shell = await caches.open(SHELL_CACHE);
      await shell.addAll(__SHELL_FILES__);
      await worker.skipWaiting();
    })(),
  );
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('shell-') && name !== SHELL_CACHE) await caches.delete(name);
      }
      await worker.clients.claim();
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== location.origin) return;
  if (request.mode === 'navigate') {
    // An API address opened in the browser (a calendar feed) goes to the network untouched.
    if (isAppPage(url.pathname)) event.respondWith(pageOrShell(request));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(shellFileOrNetwork(request));
  } else if (isSavedDataPath(url.pathname)) {
    event.respondWith(networkThenSaved(request));
  }
});

/** Pages: the network's answer, so a deploy shows at once; offline, the stored shell. */
async function pageOrShell(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    const shell = await caches.match(SHELL_PAGE, { cacheName: SHELL_CACHE });
    if (shell) return shell;
    throw error;
  }
}

/** Hashed files never change under their name: the stored copy, else the network's. */
async function shellFileOrNetwork(request: Request): Promise<Response> {
  const stored = await caches.match(request, { cacheName: SHELL_CACHE });
  if (stored) return stored;
  const response = await fetch(request);
  if (response.ok) {
    const shell = await caches.open(SHELL_CACHE);
    await shell.put(request, response.clone());
  }
  return response;
}

/**
 * The traveller's data: the network's answer, stored with the time it was saved; without a
 * network, the stored answer marked as offline. A refusal (401, 404) is passed on, never stored.
 */
async function networkThenSaved(request: Request): Promise<Response> {
  const saved = await caches.open(SAVED_DATA_CACHE);
  let response: Response;
  try {
    response = await fetch(request);
  } catch (error) {
    const stored = await saved.match(request, { ignoreVary: true });
    if (!stored) throw error;
    const headers = new Headers(stored.headers);
    headers.set(OFFLINE_HEADERS.servedOffline, '1');
    return new Response(stored.body, { status: stored.status, headers });
  }
  if (response.status === 200) await saved.put(request, await copyForSaving(response));
  return response;
}

/** The app's icon on a push notification (the manifest's). */
const NOTIFICATION_ICON = '/icons/icon-192.png';

worker.addEventListener('push', (event) => {
  let data: unknown = null;
  try {
    data = event.data?.json() ?? null;
  } catch {
    data = { body: event.data?.text() ?? '' };
  }
  const message = readPushMessage(data);
  event.waitUntil(
    worker.registration.showNotification(message.title, {
      body: message.body,
      icon: NOTIFICATION_ICON,
      badge: NOTIFICATION_ICON,
      data: { link: message.link },
      // One notice a link: a newer one about the same page replaces the older.
      tag: message.link,
    }),
  );
});

worker.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const { link } = readPushMessage(event.notification.data);
  event.waitUntil(openInApp(link));
});

/** Focuses a window of the app and takes it to `link`, or opens one there. */
async function openInApp(link: string): Promise<void> {
  const url = new URL(link, location.origin).href;
  const windows = await worker.clients.matchAll({ type: 'window', includeUncontrolled: true });
  const open = windows.find((client) => new URL(client.url).origin === location.origin);
  if (open) {
    try {
      const focused = await open.focus();
      // A window the worker does not control refuses navigate: a new one is opened instead.
      if (await focused.navigate(url)) return;
    } catch {
      // Opened below.
    }
  }
  await worker.clients.openWindow(url);
}

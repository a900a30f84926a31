import { pushSubscriptionBodySchema } from '#shared/contracts/notifications';
import type { MessageKey } from '#client/lib/i18n';
import { forgetPushSubscription, savePushSubscription } from './api';

/** Why this device cannot take push messages: `reason` is the words the settings show. */
export class PushRefused extends Error {
  override name = 'PushRefused';
  constructor(readonly reason: MessageKey) {
    super(reason);
  }
}

export const PUSH_UNSUPPORTED: MessageKey = 'notifications.pushUnsupported';
export const PUSH_DENIED: MessageKey = 'notifications.pushDenied';
export const PUSH_SERVICE_FAILED: MessageKey = 'notifications.pushServiceFailed';
export const PUSH_DISMISSED: MessageKey = 'notifications.pushDismissed';

/** Whether this browser has what Web Push needs: a service worker, PushManager and Notification. */
export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

/** The VAPID key as the browser takes it: base64url (padded or not) into bytes. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export const PUSH_NO_WORKER: MessageKey = 'notifications.pushNoWorker';

/** The push manager of the app's service worker, once it is active. */
async function pushManager(): Promise<PushManager> {
  if (!isPushSupported()) throw new PushRefused(PUSH_UNSUPPORTED);
  // `ready` never settles without a registration (a development build registers none).
  if (!(await navigator.serviceWorker.getRegistration())) throw new PushRefused(PUSH_NO_WORKER);
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager;
}

/** The subscription this browser holds for the app, if any. */
export async function currentPushSubscription(): Promise<PushSubscription | null> {
  if (!isPushSupported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  return registration ? registration.pushManager.getSubscription() : null;
}

/**
 * Asks the browser's permission, subscribes through the service worker with the server's key and
 * hands the subscription to the server. Refusals throw PushRefused with words to show.
 */
export async function subscribeToPush(publicKey: string): Promise<void> {
  if (!isPushSupported()) throw new PushRefused(PUSH_UNSUPPORTED);
  const permission =
    Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  if (permission === 'denied') throw new PushRefused(PUSH_DENIED);
  if (permission !== 'granted') throw new PushRefused(PUSH_DISMISSED);
  const manager = await pushManager();
  const key = base64UrlToBytes(publicKey);
  let subscription = await manager.getSubscription();
  // A subscription made with another key (the server's keys changed) cannot be used.
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  try {
    subscription ??= await manager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  } catch {
    // The browser's own push service refused or could not be reached.
    throw new PushRefused(PUSH_SERVICE_FAILED);
  }
  const body = pushSubscriptionBodySchema.safeParse(subscription.toJSON());
  if (!body.success) throw new PushRefused(PUSH_UNSUPPORTED);
  await savePushSubscription(body.data);
}

/** Ends this browser's subscription and tells the server to forget it. */
export async function unsubscribeFromPush(): Promise<void> {
  const subscription = await currentPushSubscription();
  if (!subscription) return;
  const { endpoint } = subscription;
  await subscription.unsubscribe();
  try {
    await forgetPushSubscription(endpoint);
  } catch (error) {
    // Already forgotten (404) is what was wanted.
    if (!(error instanceof Error && 'status' in error && error.status === 404)) throw error;
  }
}

function sameKey(held: ArrayBuffer | null, wanted: Uint8Array): boolean {
  if (!held) return true;
  const bytes = new Uint8Array(held);
  return bytes.length === wanted.length && bytes.every((byte, index) => byte === wanted[index]);
}

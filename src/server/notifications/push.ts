import { createECDH } from 'node:crypto';
import type { Agent } from 'node:https';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type * as WebPush from 'web-push';
import type { Config } from '#server/config';
import type { PushTarget } from './notices.repository';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
}

/** A push message as the service worker shows it. */
export interface PushMessage {
  title: string;
  body: string;
  link: string;
}

export interface PushSender {
  publicKey: string;
  /** 'gone' when the push service no longer knows the subscription (404 or 410). */
  send(target: PushTarget, message: PushMessage): Promise<'sent' | 'gone'>;
}

/** How long a push service keeps an undelivered message (s), and how long we wait on it (ms). */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
const PUSH_TIMEOUT_MS = 10_000;

/**
 * VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY when set; otherwise a pair generated once and kept in
 * DATA_DIR (mode 0600), so browsers' subscriptions survive restarts.
 */
export async function resolveVapidKeys(
  config: Pick<Config, 'DATA_DIR' | 'VAPID_PUBLIC_KEY' | 'VAPID_PRIVATE_KEY'>,
): Promise<VapidKeys> {
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY) {
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY };
  }
  const file = path.join(config.DATA_DIR, 'vapid-keys.json');
  try {
    const stored = JSON.parse(await readFile(file, 'utf8')) as Partial<VapidKeys>;
    if (stored.publicKey && stored.privateKey) {
      return { publicKey: stored.publicKey, privateKey: stored.privateKey };
    }
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const keys = generateVapidKeys();
  await mkdir(config.DATA_DIR, { recursive: true });
  await writeFile(file, JSON.stringify(keys), { mode: 0o600 });
  return keys;
}

/** A new VAPID pair: a P-256 key, its public point uncompressed, both base64url (RFC 8292). */
export function generateVapidKeys(): VapidKeys {
  const curve = createECDH('prime256v1');
  curve.generateKeys();
  return {
    publicKey: curve.getPublicKey().toString('base64url'),
    privateKey: curve.getPrivateKey().toString('base64url').padStart(43, 'A'),
  };
}

/** web-push is loaded on the first message, not at start (docs/PERFORMANCE.md: start to healthy). */
let webPush: Promise<typeof WebPush> | undefined;
// Node gives a CommonJS package's exports as `default` only; a bundler may give them named too.
const loadWebPush = () =>
  (webPush ??= import('web-push').then(
    (loaded) => (loaded as { default?: typeof WebPush }).default ?? loaded,
  ));

/** VAPID_SUBJECT, else MAIL_FROM's address as mailto:, else a placeholder push services accept. */
export function vapidSubject(config: Pick<Config, 'VAPID_SUBJECT' | 'MAIL_FROM'>): string {
  if (config.VAPID_SUBJECT) return config.VAPID_SUBJECT;
  const address = config.MAIL_FROM?.match(/<([^>]+)>/)?.[1] ?? config.MAIL_FROM?.trim();
  return address && /^[^\s@]+@[^\s@]+$/.test(address)
    ? `mailto:${address}`
    : 'mailto:notices@localhost';
}

/** Web Push (RFC 8030/8291/8292): the payload encrypted aes128gcm, signed with VAPID. */
export function createPushSender(options: {
  keys: VapidKeys;
  subject: string;
  /** Tests: an agent that trusts their push endpoint's certificate. */
  agent?: Agent;
}): PushSender {
  const vapidDetails = { subject: options.subject, ...options.keys };
  return {
    publicKey: options.keys.publicKey,
    async send(target, message) {
      try {
        const { sendNotification } = await loadWebPush();
        await sendNotification(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(message),
          {
            vapidDetails,
            TTL: PUSH_TTL_SECONDS,
            timeout: PUSH_TIMEOUT_MS,
            contentEncoding: 'aes128gcm',
            ...(options.agent ? { agent: options.agent } : {}),
          },
        );
        return 'sent';
      } catch (error) {
        const status = (error as { statusCode?: number }).statusCode;
        if (status === 404 || status === 410) return 'gone';
        throw error;
      }
    },
  };
}

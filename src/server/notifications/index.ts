import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { createNotifier, type RunningNotifier } from './create-notifier';
import { createLocalLiveBus, createPostgresLiveBus, type LiveBus } from './live-bus';
import { createMailer } from './mail';
import { createNoticesRepository } from './notices.repository';
import {
  createPushSender,
  generateVapidKeys,
  vapidSubject,
  type PushSender,
  type VapidKeys,
} from './push';
import { createStreams, type Streams } from './streams';
import { createUnsubscribeLinks, type UnsubscribeLinks } from './unsubscribe-links';

export interface NotificationSystem {
  notifier: RunningNotifier;
  streams: Streams;
  push: PushSender;
  unsubscribeLinks: UnsubscribeLinks;
  emailAvailable: boolean;
  /** Ends the streams at once (the server's close waits for requests, and these never end). */
  closeStreams(): void;
  /** Waits for deliveries under way, then stops listening and closes the mail transport. */
  close(): Promise<void>;
}

export interface NotificationOptions {
  /** Defaults to VAPID_PUBLIC_KEY/PRIVATE_KEY, else a pair made for this process (tests). */
  vapidKeys?: VapidKeys;
  /** Defaults to LISTEN/NOTIFY on DATABASE_URL, else this process alone (PGlite). */
  liveBus?: LiveBus;
  /** Tests: an agent trusting their push endpoint's certificate. */
  pushAgent?: Agent;
}

/** How long a closing server waits for e-mails and pushes under way. */
const CLOSE_WAIT_MS = 5000;

/** APP_URL, or the address the server listens at; no trailing slash. */
export function appUrlOf(config: Pick<Config, 'APP_URL' | 'HOST' | 'PORT'>): string {
  return (config.APP_URL ?? `http://${config.HOST}:${config.PORT}`).replace(/\/+$/, '');
}

/** Builds the notifier and its channels (docs/decisions/024-notifications-and-live-updates.md). */
export async function createNotificationSystem(deps: {
  config: Config;
  db: Database;
  jwtSecret: string;
  log: FastifyBaseLogger;
  options?: NotificationOptions;
}): Promise<NotificationSystem> {
  const { config, db, log, options = {} } = deps;
  const repository = createNoticesRepository(db);
  let liveBus = options.liveBus;
  let ownBus: LiveBus | undefined;
  if (!liveBus) {
    if (config.DATABASE_URL) {
      const bus = createPostgresLiveBus({
        url: config.DATABASE_URL,
        notify: (channel, payload) => repository.publish(channel, payload),
        announceTripChange: (...args) => repository.announceTripChange(...args),
        onError: (error, what) => log.warn({ err: error }, what),
        connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      });
      await bus.started;
      ownBus = bus;
    } else {
      ownBus = createLocalLiveBus((tripId) => repository.tripTravellers(tripId));
    }
    liveBus = ownBus;
  }
  const keys =
    options.vapidKeys ??
    (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY
      ? { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY }
      : generateVapidKeys());
  const push = createPushSender({
    keys,
    subject: vapidSubject(config),
    ...(options.pushAgent ? { agent: options.pushAgent } : {}),
  });
  const mailer = createMailer(config);
  const streams = createStreams();
  const unsubscribeLinks = createUnsubscribeLinks(deps.jwtSecret);
  const notifier = createNotifier({
    repository,
    live: liveBus,
    streams,
    mailer,
    push,
    unsubscribeLinks,
    appUrl: appUrlOf(config),
    groupMinutes: config.TRIP_NOTICE_GROUP_MINUTES,
    log,
  });
  return {
    notifier,
    streams,
    push,
    unsubscribeLinks,
    emailAvailable: mailer !== undefined,
    closeStreams: () => streams.closeAll(),
    async close() {
      streams.closeAll();
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        notifier.settled(),
        new Promise((resolve) => {
          timer = setTimeout(resolve, CLOSE_WAIT_MS);
        }),
      ]);
      clearTimeout(timer);
      await ownBus?.close();
      mailer?.close();
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The notifier and its channels; tests wait on `notices.notifier.settled()`. */
    notices: NotificationSystem;
  }
}

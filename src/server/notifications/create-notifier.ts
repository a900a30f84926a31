import type { FastifyBaseLogger } from 'fastify';
import type { Notification } from '#shared/contracts/notifications';
import type { Translator } from '#shared/i18n/translator';
import { translatorFor } from '#server/i18n';
import type { LiveBus } from './live-bus';
import type { Mailer } from './mail';
import { wordNotice } from './notice-words';
import type { NoticeRow, NoticesRepository } from './notices.repository';
import type { NoticeDraft, Notifier, TripChange } from './notifier';
import type { PushSender } from './push';
import type { Streams } from './streams';
import { tripGroupKey, tripNoticeLink, tripNoticeTitle, withChange } from './trip-notice-text';
import type { UnsubscribeLinks } from './unsubscribe-links';

export interface NotifierDeps {
  repository: NoticesRepository;
  live: LiveBus;
  streams: Streams;
  mailer: Mailer | undefined;
  push: PushSender;
  unsubscribeLinks: UnsubscribeLinks;
  /** Links in e-mails start with this (APP_URL, or http://HOST:PORT). */
  appUrl: string;
  groupMinutes: number;
  log: Pick<FastifyBaseLogger, 'error' | 'warn'>;
}

export interface RunningNotifier extends Notifier {
  /** Resolves when every delivery started so far has ended (tests; shutdown). */
  settled(): Promise<void>;
}

/** A kept notice as the API answers it, worded in the reader's language when `t` is given. */
export function toNotification(row: NoticeRow, t?: Translator): Notification {
  const { title, body } = t ? wordNotice(row, t) : row;
  return {
    _id: row.id,
    kind: row.kind,
    title,
    body,
    link: row.link,
    tripId: row.tripId,
    watchId: row.watchId,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt ? row.readAt.toISOString() : null,
  };
}

/**
 * The notifier (docs/decisions/024-notifications-and-live-updates.md): a notice is kept first,
 * then sent to the traveller's open streams on every instance, by e-mail and by Web Push as they
 * chose. Nothing after the insert can fail or hold up the caller: failures are logged.
 */
export function createNotifier(deps: NotifierDeps): RunningNotifier {
  const { repository, live, streams, log } = deps;
  const running = new Set<Promise<void>>();
  /** A trip's changes are worked through in order, so two at once make one grouped notice. */
  const tripQueues = new Map<string, Promise<void>>();

  const track = (work: Promise<void>) => {
    const guarded = work.catch((error: unknown) => log.error({ err: error }, 'notice failed'));
    running.add(guarded);
    void guarded.finally(() => running.delete(guarded));
  };

  // Whatever an instance hears goes to its own open streams; a notice is read only where its
  // traveller has one open.
  live.subscribe((event) => {
    if (event.type === 'trip') {
      for (const userId of event.userIds) {
        if (streams.has(userId)) {
          streams.sendTripChanged(userId, { tripId: event.tripId, parts: event.parts });
        }
      }
      return;
    }
    if (!streams.has(event.userId)) return;
    track(
      repository.find(event.id).then(async (row) => {
        if (!row || row.userId !== event.userId) return;
        // The traveller's chosen language, else the one each open page's request asked for.
        const chosen = await repository.locale(row.userId);
        streams.sendNotice(row.userId, (language) =>
          toNotification(row, translatorFor(chosen ?? language)),
        );
      }),
    );
  });

  async function mail(row: NoticeRow, to: string, locale: string | null): Promise<void> {
    if (!deps.mailer) return;
    const token = encodeURIComponent(deps.unsubscribeLinks.tokenFor(row.userId));
    const { title, body } = wordNotice(row, translatorFor(locale));
    await deps.mailer.send({
      to,
      locale,
      title,
      body,
      url: `${deps.appUrl}${row.link}`,
      unsubscribePageUrl: `${deps.appUrl}/unsubscribe?token=${token}`,
      unsubscribeUrl: `${deps.appUrl}/api/notifications/unsubscribe?token=${token}`,
    });
  }

  /** E-mail and Web Push, each on its own: one failing does not stop the other. */
  async function deliverOutside(row: NoticeRow): Promise<void> {
    const targets = await repository.deliveryTargets(row.userId);
    const sends: Promise<void>[] = [];
    if (targets.email) sends.push(mail(row, targets.email, targets.locale));
    const words = wordNotice(row, translatorFor(targets.locale));
    for (const target of targets.push) {
      sends.push(
        deps.push.send(target, { ...words, link: row.link }).then(async (result) => {
          if (result === 'gone') await repository.deletePushEndpoint(target.endpoint);
        }),
      );
    }
    const results = await Promise.allSettled(sends);
    for (const result of results) {
      if (result.status === 'rejected') log.warn({ err: result.reason }, 'notice not delivered');
    }
  }

  async function keepAndDeliver(notice: Parameters<NoticesRepository['insert']>[0]) {
    const row = await repository.insert(notice);
    await live.publish({ type: 'notice', userId: row.userId, id: row.id });
    track(deliverOutside(row));
  }

  async function tripChanged(change: TripChange): Promise<void> {
    const trip = await live.publishTripChange(change.tripId, [change.part]);
    if (!trip) return;
    const others = trip.userIds.filter((userId) => userId !== change.actorId);
    // A trip of one (most of them): nobody to tell, nothing more to read.
    if (others.length === 0) return;
    const actor = (await repository.firstName(change.actorId)) ?? 'A companion';
    const groupKey = tripGroupKey(change.tripId);
    for (const userId of others) {
      const since = new Date(Date.now() - deps.groupMinutes * 60_000);
      const open = await repository.findOpenGroup(userId, groupKey, since);
      // Within the window, the unread notice grows and is sent again to open pages only.
      if (
        open &&
        (await repository.updateGroup(open.id, withChange(open.body, actor, change.what)))
      ) {
        await live.publish({ type: 'notice', userId, id: open.id });
        continue;
      }
      await keepAndDeliver({
        userId,
        kind: 'trip_activity',
        title: tripNoticeTitle(trip.name),
        body: withChange('', actor, change.what),
        link: tripNoticeLink(change.tripId),
        tripId: change.tripId,
        groupKey,
      });
    }
  }

  return {
    localeOf: (userId) => repository.locale(userId),
    async notify(draft: NoticeDraft) {
      try {
        await keepAndDeliver(draft);
      } catch (error) {
        log.error({ err: error }, 'notice not kept');
      }
    },
    tripChanged(change) {
      const previous = tripQueues.get(change.tripId) ?? Promise.resolve();
      const next = previous.then(() => tripChanged(change));
      const queued = next.catch(() => undefined);
      tripQueues.set(change.tripId, queued);
      void queued.finally(() => {
        if (tripQueues.get(change.tripId) === queued) tripQueues.delete(change.tripId);
      });
      track(next);
    },
    async settled() {
      while (running.size > 0) await Promise.allSettled([...running]);
    },
  };
}

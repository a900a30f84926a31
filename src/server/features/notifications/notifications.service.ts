import type {
  NotificationPreferences,
  NotificationSettings,
  NotificationsList,
  PushSubscriptionBody,
} from '#shared/contracts/notifications';
import type { Message } from '#shared/contracts/errors';
import { negotiateLocale } from '#shared/i18n/locales';
import { notFound } from '#server/errors';
import { translatorFor } from '#server/i18n';
import { toNotification } from '#server/notifications/create-notifier';
import type { NotificationsRepository } from './notifications.repository';

/** Browsers (devices) one traveller may have subscribed at once; the oldest go first. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

/** E-mail and Web Push are on until the traveller turns them off (no row: both on). */
const DEFAULT_PREFERENCES: NotificationPreferences = { email: true, push: true };

export interface NotificationsServiceDeps {
  notificationsRepository: NotificationsRepository;
  emailAvailable: boolean;
  pushPublicKey: string;
  /** The traveller an e-mail's unsubscribe token names, or undefined. */
  unsubscribeUserOf(token: string): string | undefined;
}

/**
 * The bell, the channel choices and the push subscriptions (docs/PRODUCT-RULES.md#notifications).
 * A traveller reaches only their own: every read and write names them.
 */
export function createNotificationsService(deps: NotificationsServiceDeps) {
  const { notificationsRepository: repository } = deps;

  const settingsOf = (preferences: NotificationPreferences): NotificationSettings => ({
    ...preferences,
    emailAvailable: deps.emailAvailable,
    pushPublicKey: deps.pushPublicKey,
  });

  const preferencesOf = async (userId: string) =>
    (await repository.preferences(userId)) ?? DEFAULT_PREFERENCES;

  return {
    /** In the traveller's language: their choice, else the request's Accept-Language. */
    async list(
      userId: string,
      query: { before?: string | undefined; limit: number },
      acceptLanguage?: string,
    ): Promise<NotificationsList> {
      const before = query.before ? new Date(query.before) : undefined;
      const [rows, unread, chosen] = await Promise.all([
        repository.listNotices(userId, before, query.limit),
        repository.unreadCount(userId),
        repository.locale(userId),
      ]);
      const t = translatorFor(chosen ?? negotiateLocale(acceptLanguage));
      return { notifications: rows.map((row) => toNotification(row, t)), unread };
    },

    async markRead(userId: string, ids: string[] | undefined): Promise<{ unread: number }> {
      await repository.markRead(userId, ids);
      return { unread: await repository.unreadCount(userId) };
    },

    async settings(userId: string): Promise<NotificationSettings> {
      return settingsOf(await preferencesOf(userId));
    },

    async updateSettings(
      userId: string,
      body: { email?: boolean | undefined; push?: boolean | undefined },
    ): Promise<NotificationSettings> {
      const current = await preferencesOf(userId);
      const next = { email: body.email ?? current.email, push: body.push ?? current.push };
      await repository.savePreferences(userId, next);
      return settingsOf(next);
    },

    /** One-click unsubscribe (RFC 8058): the signed token alone names the traveller. */
    async unsubscribe(token: string): Promise<Message> {
      const userId = deps.unsubscribeUserOf(token);
      if (!userId) {
        throw notFound('That unsubscribe link is not valid.', 'unsubscribe_link_invalid');
      }
      const current = await preferencesOf(userId);
      try {
        await repository.savePreferences(userId, { ...current, email: false });
      } catch (error) {
        // A token for an account deleted since: its row's foreign key fails.
        if ((error as { code?: string }).code === '23503' || hasForeignKeyCause(error)) {
          throw notFound('That unsubscribe link is not valid.', 'unsubscribe_link_invalid');
        }
        throw error;
      }
      return { msg: 'You will get no more e-mails from us.' };
    },

    async subscribePush(userId: string, body: PushSubscriptionBody): Promise<Message> {
      await repository.savePushSubscription(userId, body);
      await repository.keepNewestPushSubscriptions(userId, MAX_PUSH_SUBSCRIPTIONS);
      return { msg: 'Push notices on for this browser.' };
    },

    async unsubscribePush(userId: string, endpoint: string): Promise<Message> {
      if (!(await repository.deletePushSubscription(userId, endpoint))) {
        throw notFound(
          'That push subscription is not yours or is gone.',
          'push_subscription_not_found',
        );
      }
      return { msg: 'Push notices off for this browser.' };
    },
  };
}

function hasForeignKeyCause(error: unknown): boolean {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code === '23503';
}

export type NotificationsService = ReturnType<typeof createNotificationsService>;

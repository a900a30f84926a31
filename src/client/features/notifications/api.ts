import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  notificationRoutes,
  type Notification,
  type NotificationsList,
  type PushSubscriptionBody,
} from '#shared/contracts/notifications';
import { callApi } from '#client/lib/api-client';

/** Keys start with the contract path they read, as every feature's do. */
export const notificationKeys = {
  list: [notificationRoutes.list.path] as const,
  settings: [notificationRoutes.settings.path] as const,
};

/** The traveller's newest notices and how many are unread; kept fresh by the live stream. */
export function useNotifications() {
  return useQuery({
    queryKey: notificationKeys.list,
    queryFn: ({ signal }) => callApi(notificationRoutes.list, { signal }),
  });
}

/**
 * A notice the live stream brought goes on top of the shown list and counts as unread, without
 * asking the server again. A grouped notice sent again (a companion's further change) replaces
 * its older copy rather than showing twice.
 */
export function addLiveNotice(queryClient: QueryClient, notice: Notification): void {
  // Not read yet: the list, when it comes, is asked for after the notice was kept.
  if (!queryClient.getQueryData(notificationKeys.list)) {
    void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    return;
  }
  queryClient.setQueryData<NotificationsList>(notificationKeys.list, (list) => {
    if (!list) return list;
    const older = list.notifications.find((shown) => shown._id === notice._id);
    const wasUnread = older !== undefined && older.readAt === null;
    const isUnread = notice.readAt === null;
    return {
      notifications: [notice, ...list.notifications.filter((shown) => shown !== older)],
      unread: Math.max(0, list.unread + Number(isUnread) - Number(wasUnread)),
    };
  });
}

/** Marks the notices read (every one without ids): shown read at once, then as the server says. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: string[]) =>
      callApi(notificationRoutes.markRead, { body: ids ? { ids } : {} }),
    onMutate: (ids?: string[]) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationsList>(notificationKeys.list, (list) => {
        if (!list) return list;
        const notifications = list.notifications.map((notice) =>
          notice.readAt === null && (!ids || ids.includes(notice._id))
            ? { ...notice, readAt: now }
            : notice,
        );
        const newlyRead = list.notifications.filter(
          (notice, index) => notice.readAt === null && notifications[index]!.readAt !== null,
        ).length;
        return { notifications, unread: ids ? Math.max(0, list.unread - newlyRead) : 0 };
      });
    },
    onSuccess: ({ unread }) => {
      queryClient.setQueryData<NotificationsList>(notificationKeys.list, (list) =>
        list ? { ...list, unread } : list,
      );
    },
    // Refused or cut off: the list as the server has it.
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list }),
  });
}

/** The traveller's channels and what the server offers. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationKeys.settings,
    queryFn: ({ signal }) => callApi(notificationRoutes.settings, { signal }),
  });
}

export function useUpdateNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { email?: boolean; push?: boolean }) =>
      callApi(notificationRoutes.updateSettings, { body }),
    onSuccess: (settings) => queryClient.setQueryData(notificationKeys.settings, settings),
  });
}

export function savePushSubscription(body: PushSubscriptionBody) {
  return callApi(notificationRoutes.subscribePush, { body });
}

export function forgetPushSubscription(endpoint: string) {
  return callApi(notificationRoutes.unsubscribePush, { query: { endpoint } });
}

/** The one-click unsubscribe of an e-mail's link; needs no session. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) => callApi(notificationRoutes.unsubscribe, { query: { token } }),
  });
}

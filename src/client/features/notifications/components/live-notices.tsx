import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent, useLiveStream } from '#client/lib/live-stream';
import { addLiveNotice, notificationKeys } from '../api';

/**
 * Holds the signed-in app's one live connection (mounted by the frame, so it stays open on every
 * screen and closes on sign-out) and puts each notice it brings on top of the bell's list at once.
 * Back from a cut, the list is read again for what came meanwhile.
 */
export function LiveNotices() {
  const queryClient = useQueryClient();
  useLiveStream(true);
  useLiveEvent((event) => {
    if (event.type === 'notification') addLiveNotice(queryClient, event.notification);
    else if (event.type === 'connected' && event.isReconnect) {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list });
    }
  });
  return null;
}

import { NotificationBell } from '#client/features/notifications/components/notification-bell';
import { AppHeader } from './app-header';
import { TripTabs } from './trip-tabs';

/** The header and trip tabs a signed-in traveller sees; its own chunk, which visitors never load. */
export function SignedInHeader({ userId }: { userId: string }) {
  return (
    <>
      <AppHeader userId={userId} bell={<NotificationBell />} />
      <TripTabs />
    </>
  );
}

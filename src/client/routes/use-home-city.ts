import { useSession } from '#client/app/session';
import { useProfile } from '#client/features/users/profile-api';

/**
 * Where a signed-in traveller starts: the profile's city as "City, ST, United States" (profiles
 * hold US cities); null for a visitor or a profile without a city; undefined while it loads.
 */
export function useHomeCity(): string | null | undefined {
  const { session } = useSession();
  const userId = session.status === 'authenticated' ? session.user._id : '';
  const profile = useProfile(userId, { enabled: userId !== '' });
  if (session.status === 'loading') return undefined;
  if (session.status === 'anonymous') return null;
  if (profile.isPending) return undefined;
  if (profile.isError || profile.data.city.trim() === '') return null;
  const { city, state } = profile.data;
  return [city.trim(), state.trim(), 'United States'].filter((part) => part !== '').join(', ');
}

import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSession } from '#client/app/session';
import { useDocumentTitle } from '#client/components/use-document-title';
import { DiscoverResults } from '#client/features/discover/components/discover-results';
import { DiscoverWizard } from '#client/features/discover/discover-wizard';
import { useProfile } from '#client/features/users/profile-api';

/**
 * Where a signed-in traveller starts: the profile's city as "City, ST, United States" (profiles
 * hold US cities); null for a visitor or a profile without a city; undefined while it loads.
 */
function useHomeCity(): string | null | undefined {
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

/** Discover (/discover): the three-step wizard, then destinations for its choices. */
export function DiscoverPage() {
  useDocumentTitle('Discover');
  const { session } = useSession();
  const homeCity = useHomeCity();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.6rem' }, fontWeight: 800 }}>
        Discover
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        Narrow down your next getaway in three quick steps.
      </Typography>
      <DiscoverWizard
        renderResults={(choice) => (
          <DiscoverResults
            choice={choice}
            homeCity={homeCity}
            isSignedIn={session.status === 'authenticated'}
          />
        )}
      />
    </Container>
  );
}

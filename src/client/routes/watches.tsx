import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSession } from '#client/app/session';
import { RequireUser } from '#client/components/require-user';
import { useDocumentTitle } from '#client/components/use-document-title';
import { WatchesScreen } from '#client/features/watches/components/watches-screen';
import { useI18n } from '#client/lib/i18n';
import { useHomeCity } from './use-home-city';

function SignedInWatches() {
  const { session } = useSession();
  const homeCity = useHomeCity();
  if (session.status !== 'authenticated') return null;
  return <WatchesScreen homeCity={homeCity} homeCurrency={session.user.homeCurrency} />;
}

/** Price watches (/watches): the traveller's watches with their prices, and a new one. */
export function WatchesPage() {
  const { t } = useI18n();
  useDocumentTitle(t('watches.title'));
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontWeight: 700, fontSize: { xs: '1.6rem', sm: '2.125rem' }, mb: 1 }}
      >
        {t('watches.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('watches.pageIntro')}
      </Typography>
      <RequireUser>
        <SignedInWatches />
      </RequireUser>
    </Container>
  );
}

import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { BackButton } from '#client/components/back-button';
import { useDocumentTitle } from '#client/components/use-document-title';
import { RequireUser } from '#client/components/require-user';
import { useI18n } from '#client/lib/i18n';
import { TripPlanner } from './search';

/** The full trip form (docs/PRODUCT-RULES.md#trip-dates): place, dates, Create. */
export function AddTripPage() {
  const { t } = useI18n();
  useDocumentTitle(t('trips.addTrip'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 } }}>
      <BackButton to="/my-trip" />
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' }, mb: 3 }}
      >
        {t('trips.addTrip')}
      </Typography>
      <RequireUser>
        <TripPlanner variant="add" />
      </RequireUser>
    </Container>
  );
}

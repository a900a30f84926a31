import Container from '@mui/material/Container';
import { useParams } from 'react-router';
import { useDocumentTitle } from '#client/components/use-document-title';
import { SharedTripView } from '#client/features/companions/components/shared-trip-view';
import { useI18n } from '#client/lib/i18n';

/** `/shared/:token`: a trip's read-only page, for anyone with its link. */
export function SharedTripPage() {
  const { t } = useI18n();
  useDocumentTitle(t('shared-trip.documentTitle'));
  const { token = '' } = useParams();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <SharedTripView token={token} />
    </Container>
  );
}

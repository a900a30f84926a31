import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '#client/components/use-document-title';
import { UnsubscribeNotice } from '#client/features/notifications/components/unsubscribe-notice';
import { useI18n } from '#client/lib/i18n';

/** `/unsubscribe?token=…`: an e-mail's one-click unsubscribe link; public. */
export function UnsubscribePage() {
  const { t } = useI18n();
  useDocumentTitle(t('app.unsubscribeTitle'));
  const [searchParams] = useSearchParams();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.8rem', sm: '2.2rem' }, fontWeight: 800, mb: 2 }}
      >
        {t('app.emailNotifications')}
      </Typography>
      <UnsubscribeNotice token={searchParams.get('token') ?? ''} />
    </Container>
  );
}

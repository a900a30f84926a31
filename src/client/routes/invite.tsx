import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router';
import { useDocumentTitle } from '#client/components/use-document-title';
import { JoinInvite } from '#client/features/companions/components/join-invite';
import { useI18n } from '#client/lib/i18n';

/** `/invite/:token`: an invite link to travel together. */
export function InvitePage() {
  const { t } = useI18n();
  useDocumentTitle(t('companions.invitation'));
  const { token = '' } = useParams();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '1.8rem', sm: '2.2rem' }, fontWeight: 800, mb: 2 }}
      >
        {t('companions.heading')}
      </Typography>
      <JoinInvite token={token} />
    </Container>
  );
}

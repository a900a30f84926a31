import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '#client/app/session';
import { PageLoading } from './page-loading';
import { useI18n } from '#client/lib/i18n';

/** Trip screens need a traveller: 'Loading...' while the session is settling, else an
 * invitation to log in. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { session } = useSession();
  const { t } = useI18n();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'anonymous') {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{t('common.loggedOut')}</Typography>
        <Button component={RouterLink} to="/login" variant="contained">
          {t('common.logIn')}
        </Button>
      </Paper>
    );
  }
  return children;
}

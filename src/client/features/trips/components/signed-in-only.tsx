import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { PageLoading } from '#client/components/page-loading';
import { useSession } from '#client/features/session/session';

import { LOGGED_OUT_MESSAGE } from '../messages';

/** Trip screens need a traveller: 'Loading...' while the session is settling, else the spec's ask. */
export function SignedInOnly({ children }: { children: ReactNode }) {
  const { session } = useSession();
  if (session.status === 'loading') return <PageLoading />;
  if (session.status === 'anonymous') {
    return (
      <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
        <Typography sx={{ mb: 2 }}>{LOGGED_OUT_MESSAGE}</Typography>
        <Button component={RouterLink} to="/login" variant="contained">
          Log in
        </Button>
      </Paper>
    );
  }
  return children;
}

import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '#client/app/session';
import { PageLoading } from './page-loading';

/** The exact text a visitor sees on a screen that needs a traveller. */
export const LOGGED_OUT_MESSAGE = 'Please log in to view your trips.';

/** Trip screens need a traveller: 'Loading...' while the session is settling, else an
 * invitation to log in. */
export function RequireUser({ children }: { children: ReactNode }) {
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

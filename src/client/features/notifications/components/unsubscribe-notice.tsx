import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useSession } from '#client/app/session';
import { ApiError, errorMessage } from '#client/lib/api-client';
import { useUnsubscribe } from '../api';

/** A link the server does not know (404), or one cut short (400), reads the same. */
function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * An e-mail's one-click unsubscribe (docs/PRODUCT-RULES.md#unsubscribe): sent once as the page
 * opens, no session needed; it says what happened and where e-mails are turned back on.
 */
export function UnsubscribeNotice({ token }: { token: string }) {
  const unsubscribe = useUnsubscribe();
  const { session } = useSession();
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  const profileLink =
    session.status === 'authenticated' ? (
      <Link component={RouterLink} to={`/profile/${session.user._id}`}>
        your profile
      </Link>
    ) : (
      <>
        your profile (
        <Link component={RouterLink} to="/login">
          log in
        </Link>{' '}
        first)
      </>
    );

  if (!token || (unsubscribe.isError && isInvalidLink(unsubscribe.error))) {
    return (
      <Alert severity="error" role="alert">
        This unsubscribe link is not valid: it may be cut short or changed. You can turn e-mails off
        in {profileLink}.
      </Alert>
    );
  }
  if (unsubscribe.isError) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" variant="outlined" onClick={() => unsubscribe.mutate(token)}>
            Try again
          </Button>
        }
      >
        {errorMessage(unsubscribe.error, 'Your choice could not be sent. Please try again.')}
      </Alert>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <Stack spacing={1.5} role="status">
        <Typography sx={{ fontWeight: 600 }}>
          You will no longer get e-mails from Getaway Planner.
        </Typography>
        <Typography color="text.secondary">
          Changed your mind? Turn them back on in {profileLink}.
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
      <CircularProgress size={20} />
      <Typography>Turning off e-mails…</Typography>
    </Stack>
  );
}

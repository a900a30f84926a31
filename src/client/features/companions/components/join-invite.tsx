import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { inviteRoutes } from '#shared/contracts/invites';
import { canEditTrip } from '#shared/domain/roles';
import { useSession } from '#client/app/session';
import { PageLoading } from '#client/components/page-loading';
import { ApiError, callApi, errorMessage } from '#client/lib/api-client';
import { forgetReturnPath, rememberReturnPath } from '#client/lib/return-path';
import { useAcceptInvite } from '../invites-api';

export const LOGGED_OUT_INVITE_TEXT =
  'You have been invited to plan a trip together. Log in or register to join it; you will come back here afterwards.';
export const INVITE_GONE_TEXT =
  'This invite link does not work: it was revoked, or it was copied wrongly. Ask the trip’s owner for a new one.';

/** Words for a refused invite: the server's own for 410 (expired, used up), plain ones for 404. */
function refusalText(error: unknown): string {
  if (error instanceof ApiError && error.status === 404) return INVITE_GONE_TEXT;
  return errorMessage(error, 'The invite could not be opened. Please try again.');
}

/**
 * The page an invite link opens (docs/PRODUCT-RULES.md#travel-together): logged out, it asks the
 * visitor to log in or register and brings them back; logged in, it names the place and role and
 * joins on request, then opens the trip.
 */
export function JoinInvite({ token }: { token: string }) {
  const { session } = useSession();
  const path = `/invite/${token}`;
  const isAnonymous = session.status === 'anonymous';
  const isAuthenticated = session.status === 'authenticated';

  useEffect(() => {
    if (isAnonymous) rememberReturnPath(path);
    if (isAuthenticated) forgetReturnPath();
  }, [isAnonymous, isAuthenticated, path]);

  if (session.status === 'loading') return <PageLoading />;
  if (isAnonymous) {
    return (
      <Paper variant="outlined" sx={{ p: 3 }}>
        <Typography sx={{ mb: 2 }}>{LOGGED_OUT_INVITE_TEXT}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={RouterLink} to="/login" variant="contained">
            Log in
          </Button>
          <Button component={RouterLink} to="/register" variant="outlined">
            Register
          </Button>
        </Stack>
      </Paper>
    );
  }
  return <JoinQuestion token={token} />;
}

function JoinQuestion({ token }: { token: string }) {
  const navigate = useNavigate();
  const accept = useAcceptInvite();
  const preview = useQuery({
    queryKey: [inviteRoutes.preview.path, token],
    queryFn: ({ signal }) => callApi(inviteRoutes.preview, { params: { token }, signal }),
    retry: false,
  });

  if (preview.isPending) return <PageLoading />;
  if (preview.isError) {
    return (
      <Alert severity="error" role="alert">
        {refusalText(preview.error)}
      </Alert>
    );
  }
  const place = preview.data.trip_location || preview.data.location_address;
  const mayEdit = canEditTrip(preview.data.role);
  const role = mayEdit ? 'an editor' : 'a viewer';

  function handleJoin() {
    accept.mutate(token, {
      onSuccess: (trip) => void navigate(`/trips/${trip._id}`, { replace: true }),
    });
  }

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {preview.data.isMember ? `You are already on ${place}.` : `Join ${place} as ${role}?`}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {mayEdit
          ? 'Editors can change the trip, its costs and its plan.'
          : 'Viewers can read the trip, its costs and its plan, but not change them.'}
      </Typography>
      {accept.isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refusalText(accept.error)}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" onClick={handleJoin} disabled={accept.isPending}>
          {accept.isPending ? 'Joining…' : preview.data.isMember ? 'Open the trip' : 'Join'}
        </Button>
        <Button component={RouterLink} to="/my-trip">
          Not now
        </Button>
      </Stack>
    </Paper>
  );
}

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
import { useI18n, type I18n } from '#client/lib/i18n';
import { forgetReturnPath, rememberReturnPath } from '#client/lib/return-path';
import { useAcceptInvite } from '../invites-api';

/** Words for a refused invite: the server's own for 410 (expired, used up), plain ones for 404. */
function refusalText(error: unknown, t: I18n['t']): string {
  if (error instanceof ApiError && error.status === 404) return t('companions.inviteGone');
  return errorMessage(error, t('companions.openFailed'));
}

/**
 * The page an invite link opens (docs/PRODUCT-RULES.md#travel-together): logged out, it asks the
 * visitor to log in or register and brings them back; logged in, it names the place and role and
 * joins on request, then opens the trip.
 */
export function JoinInvite({ token }: { token: string }) {
  const { t } = useI18n();
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
        <Typography sx={{ mb: 2 }}>{t('companions.loggedOut')}</Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button component={RouterLink} to="/login" variant="contained">
            {t('companions.logIn')}
          </Button>
          <Button component={RouterLink} to="/register" variant="outlined">
            {t('companions.register')}
          </Button>
        </Stack>
      </Paper>
    );
  }
  return <JoinQuestion token={token} />;
}

function JoinQuestion({ token }: { token: string }) {
  const { t } = useI18n();
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
        {refusalText(preview.error, t)}
      </Alert>
    );
  }
  const place = preview.data.trip_location || preview.data.location_address;
  const mayEdit = canEditTrip(preview.data.role);

  function handleJoin() {
    accept.mutate(token, {
      onSuccess: (trip) => void navigate(`/trips/${trip._id}`, { replace: true }),
    });
  }

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {preview.data.isMember
          ? t('companions.alreadyOn', { place })
          : t(mayEdit ? 'companions.joinAsEditor' : 'companions.joinAsViewer', { place })}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {mayEdit ? t('companions.editorsCan') : t('companions.viewersCan')}
      </Typography>
      {accept.isError ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }}>
          {refusalText(accept.error, t)}
        </Alert>
      ) : null}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" onClick={handleJoin} disabled={accept.isPending}>
          {accept.isPending
            ? t('companions.joining')
            : preview.data.isMember
              ? t('companions.openTrip')
              : t('companions.join')}
        </Button>
        <Button component={RouterLink} to="/my-trip">
          {t('companions.notNow')}
        </Button>
      </Stack>
    </Paper>
  );
}

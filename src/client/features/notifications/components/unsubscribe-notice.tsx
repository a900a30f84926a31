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
import { richText, useI18n } from '#client/lib/i18n';
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
  const { t } = useI18n();
  const unsubscribe = useUnsubscribe();
  const { session } = useSession();
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    unsubscribe.mutate(token);
  }, [token, unsubscribe]);

  const profileLink =
    session.status === 'authenticated'
      ? richText(t, 'notifications.yourProfile', {
          link: (chunks) => (
            <Link component={RouterLink} to={`/profile/${session.user._id}`}>
              {chunks}
            </Link>
          ),
        })
      : richText(t, 'notifications.yourProfileLogIn', {
          link: (chunks) => (
            <Link component={RouterLink} to="/login">
              {chunks}
            </Link>
          ),
        });

  if (!token || (unsubscribe.isError && isInvalidLink(unsubscribe.error))) {
    return (
      <Alert severity="error" role="alert">
        {richText(t, 'notifications.unsubscribeInvalid', { profile: profileLink })}
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
            {t('notifications.tryAgain')}
          </Button>
        }
      >
        {errorMessage(unsubscribe.error, t('notifications.unsubscribeFailed'))}
      </Alert>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <Stack spacing={1.5} role="status">
        <Typography sx={{ fontWeight: 600 }}>{t('notifications.unsubscribed')}</Typography>
        <Typography color="text.secondary">
          {richText(t, 'notifications.changedMind', { profile: profileLink })}
        </Typography>
      </Stack>
    );
  }
  return (
    <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
      <CircularProgress size={20} />
      <Typography>{t('notifications.unsubscribing')}</Typography>
    </Stack>
  );
}

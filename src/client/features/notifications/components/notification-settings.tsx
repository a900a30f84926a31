import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useState } from 'react';
import type { NotificationSettings as Settings } from '#shared/contracts/notifications';
import { LoadError } from '#client/components/load-error';
import { errorMessage } from '#client/lib/api-client';
import { useI18n } from '#client/lib/i18n';
import { useNotificationSettings, useUpdateNotificationSettings } from '../api';
import {
  currentPushSubscription,
  isPushSupported,
  PUSH_UNSUPPORTED,
  PushRefused,
  subscribeToPush,
  unsubscribeFromPush,
} from '../push';

/**
 * The profile's notification choices: the bell is always on; e-mail when the server can send it;
 * push per device, as the browser allows it.
 */
export function NotificationSettings() {
  const { t } = useI18n();
  const settings = useNotificationSettings();
  const headingId = useId();
  let content;
  if (settings.isPending) {
    content = (
      <Stack direction="row" spacing={1.5} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={20} />
        <Typography>{t('notifications.settingsLoading')}</Typography>
      </Stack>
    );
  } else if (settings.isError) {
    content = (
      <LoadError
        message={errorMessage(settings.error, t('notifications.settingsFailed'))}
        onRetry={() => void settings.refetch()}
        isRetrying={settings.isFetching}
      />
    );
  } else {
    content = <Channels settings={settings.data} />;
  }
  return (
    <section aria-labelledby={headingId}>
      <Typography
        id={headingId}
        component="h2"
        sx={{ fontSize: { xs: '1.2rem', sm: '1.35rem' }, fontWeight: 700, mb: 0.5 }}
      >
        {t('notifications.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('notifications.settingsIntro')}
      </Typography>
      {content}
    </section>
  );
}

function Channels({ settings }: { settings: Settings }) {
  const { t } = useI18n();
  const update = useUpdateNotificationSettings();
  const emailNoteId = useId();
  const pushNoteId = useId();
  const [message, setMessage] = useState<string | null>(null);
  const [isPushBusy, setIsPushBusy] = useState(false);
  // Whether this browser holds a subscription; null while it is asked.
  const [hasDevicePush, setHasDevicePush] = useState<boolean | null>(null);
  const canPush = isPushSupported() && settings.pushPublicKey !== '';

  useEffect(() => {
    let isCurrent = true;
    currentPushSubscription()
      .then((subscription) => isCurrent && setHasDevicePush(subscription !== null))
      .catch(() => isCurrent && setHasDevicePush(false));
    return () => {
      isCurrent = false;
    };
  }, []);

  async function changeEmail(email: boolean) {
    setMessage(null);
    try {
      await update.mutateAsync({ email });
    } catch (error) {
      setMessage(errorMessage(error, t('notifications.saveFailed')));
    }
  }

  async function changePush(push: boolean) {
    setMessage(null);
    setIsPushBusy(true);
    try {
      if (push) {
        await subscribeToPush(settings.pushPublicKey);
        if (!settings.push) await update.mutateAsync({ push: true });
        setHasDevicePush(true);
      } else {
        // Only this device stops: the traveller's other devices keep theirs.
        await unsubscribeFromPush();
        setHasDevicePush(false);
      }
    } catch (error) {
      setMessage(
        error instanceof PushRefused
          ? t(error.reason)
          : errorMessage(error, t('notifications.pushChangeFailed')),
      );
    } finally {
      setIsPushBusy(false);
    }
  }

  const isPushOn = settings.push && hasDevicePush === true;
  return (
    <Stack spacing={2}>
      <div>
        <FormControlLabel
          control={
            <Switch
              checked={settings.emailAvailable && settings.email}
              disabled={!settings.emailAvailable || update.isPending}
              onChange={(event) => void changeEmail(event.target.checked)}
              slotProps={{
                input: settings.emailAvailable ? {} : { 'aria-describedby': emailNoteId },
              }}
            />
          }
          label={t('notifications.email')}
        />
        {settings.emailAvailable ? null : (
          <FormHelperText id={emailNoteId} sx={{ mt: 0, ml: 0 }}>
            {t('notifications.emailUnavailable')}
          </FormHelperText>
        )}
      </div>
      <div>
        <FormControlLabel
          control={
            <Switch
              checked={canPush && isPushOn}
              disabled={!canPush || isPushBusy || hasDevicePush === null}
              onChange={(event) => void changePush(event.target.checked)}
              slotProps={{ input: canPush ? {} : { 'aria-describedby': pushNoteId } }}
            />
          }
          label={t('notifications.push')}
        />
        {canPush ? null : (
          <FormHelperText id={pushNoteId} sx={{ mt: 0, ml: 0 }}>
            {isPushSupported() ? t('notifications.pushNoKey') : t(PUSH_UNSUPPORTED)}
          </FormHelperText>
        )}
      </div>
      {message ? (
        <Alert severity="error" role="alert">
          {message}
        </Alert>
      ) : null}
    </Stack>
  );
}

import EventIcon from '@mui/icons-material/Event';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { CalendarLink as NewCalendarLink } from '#shared/contracts/calendar';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { ShownLink } from '#client/components/shown-link';
import { FormMessage } from '#client/components/form-message';
import { LoadError } from '#client/components/load-error';
import { errorMessage } from '#client/lib/api-client';
import { useI18n } from '#client/lib/i18n';
import { useCalendarStatus, useCreateCalendarLink, useRevokeCalendarLink } from '../api';

/** The day of an ISO timestamp in the traveller's own time zone, as `YYYY-MM-DD`. */
function localDay(iso: string): string {
  const date = new Date(iso);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The same feed for a calendar app to subscribe to: `webcal://` instead of `http(s)://`. */
export function webcalUrl(url: string): string {
  return url.replace(/^https?:\/\//, 'webcal://');
}

/**
 * "Add to your calendar": a trip's private calendar link (docs/PRODUCT-RULES.md#calendar-link),
 * whether it works and since when, made or renewed here and shown once, and stopped after a
 * confirmation.
 */
export function CalendarLink({ tripId }: { tripId: string }) {
  const { t, f } = useI18n();
  const status = useCalendarStatus(tripId);
  const create = useCreateCalendarLink(tripId);
  const revoke = useRevokeCalendarLink(tripId);
  const [shown, setShown] = useState<NewCalendarLink | null>(null);
  const [asking, setAsking] = useState<'renew' | 'revoke' | null>(null);
  const headingId = useId();

  function handleCreate() {
    setAsking(null);
    revoke.reset();
    create.mutate(undefined, { onSuccess: (link) => setShown(link) });
  }

  function handleRevoke() {
    setAsking(null);
    create.reset();
    revoke.mutate(undefined, { onSuccess: () => setShown(null) });
  }

  const isBusy = create.isPending || revoke.isPending;
  let body;
  if (status.isPending) body = <Typography>{t('calendar.loading')}</Typography>;
  else if (status.isError) {
    body = (
      <LoadError
        message={errorMessage(status.error, t('calendar.loadFailed'))}
        onRetry={() => void status.refetch()}
        isRetrying={status.isFetching}
      />
    );
  } else if (status.data.active && status.data.createdAt) {
    body = (
      <>
        <Typography sx={{ mb: 1.5 }}>
          {t('calendar.activeSince', { date: f.date(localDay(status.data.createdAt)) })}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" onClick={() => setAsking('renew')} disabled={isBusy}>
            {create.isPending ? t('calendar.renewing') : t('calendar.renew')}
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={() => setAsking('revoke')}
            disabled={isBusy}
          >
            {revoke.isPending ? t('calendar.stopping') : t('calendar.stopSharingCalendar')}
          </Button>
        </Stack>
      </>
    );
  } else {
    body = (
      <>
        <Typography sx={{ mb: 1.5 }}>{t('calendar.none')}</Typography>
        <Button
          variant="contained"
          startIcon={<EventIcon />}
          onClick={handleCreate}
          disabled={isBusy}
        >
          {create.isPending ? t('calendar.creating') : t('calendar.create')}
        </Button>
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('calendar.heading')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('calendar.intro')}
      </Typography>
      <FormMessage
        message={
          create.isError
            ? errorMessage(create.error, t('calendar.changeFailed'))
            : revoke.isError
              ? errorMessage(revoke.error, t('calendar.changeFailed'))
              : null
        }
      />
      {body}
      {shown && status.data?.active ? (
        <ShownLink
          label={t('calendar.linkLabel')}
          url={shown.url}
          notice={t('calendar.shownOnce')}
          action={
            <Button href={webcalUrl(shown.url)} variant="outlined">
              {t('calendar.subscribe')}
            </Button>
          }
          onHide={() => setShown(null)}
        />
      ) : null}
      <ConfirmDialog
        open={asking === 'renew'}
        question={t('calendar.renewQuestion')}
        confirmLabel={t('calendar.renew')}
        isBusy={isBusy}
        onCancel={() => setAsking(null)}
        onConfirm={handleCreate}
      />
      <ConfirmDialog
        open={asking === 'revoke'}
        question={t('calendar.revokeQuestion')}
        confirmLabel={t('calendar.stopSharing')}
        isBusy={isBusy}
        onCancel={() => setAsking(null)}
        onConfirm={handleRevoke}
      />
    </Box>
  );
}

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
import { useCalendarStatus, useCreateCalendarLink, useRevokeCalendarLink } from '../api';

export const CALENDAR_INTRO =
  'Follow this trip in Google Calendar, Apple Calendar or Outlook: its dates and every planned item with a time, kept up to date, through a private link.';
export const SHOWN_ONCE_TEXT =
  'This link is shown only this once: anyone who has it can see this trip’s plan, so it is not kept where it could be read again. Copy it now; if you lose it, renew it.';
export const RENEW_QUESTION =
  'Renew the calendar link? Calendars subscribed to the current link stop updating.';
export const REVOKE_QUESTION =
  'Stop sharing this trip’s calendar? Calendars subscribed to the link stop updating.';
const CHANGE_FAILED = 'The calendar link could not be changed.';

/** "Jun 1, 2026" for an ISO timestamp, in the traveller's own calendar. */
function formatSince(iso: string): string {
  return new Date(iso).toLocaleDateString(undefined, { dateStyle: 'medium' });
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
  if (status.isPending) body = <Typography>Loading...</Typography>;
  else if (status.isError) {
    body = (
      <LoadError
        message={errorMessage(status.error, 'The calendar link could not be loaded.')}
        onRetry={() => void status.refetch()}
        isRetrying={status.isFetching}
      />
    );
  } else if (status.data.active && status.data.createdAt) {
    body = (
      <>
        <Typography sx={{ mb: 1.5 }}>
          Your calendar link has been active since {formatSince(status.data.createdAt)}.
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="outlined" onClick={() => setAsking('renew')} disabled={isBusy}>
            {create.isPending ? 'Renewing…' : 'Renew link'}
          </Button>
          <Button
            variant="outlined"
            color="error"
            onClick={() => setAsking('revoke')}
            disabled={isBusy}
          >
            {revoke.isPending ? 'Stopping…' : 'Stop sharing calendar'}
          </Button>
        </Stack>
      </>
    );
  } else {
    body = (
      <>
        <Typography sx={{ mb: 1.5 }}>No calendar link yet.</Typography>
        <Button
          variant="contained"
          startIcon={<EventIcon />}
          onClick={handleCreate}
          disabled={isBusy}
        >
          {create.isPending ? 'Creating…' : 'Create calendar link'}
        </Button>
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby={headingId} sx={{ minWidth: 0 }}>
      <Typography id={headingId} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        Add to your calendar
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {CALENDAR_INTRO}
      </Typography>
      <FormMessage
        message={
          create.isError
            ? errorMessage(create.error, CHANGE_FAILED)
            : revoke.isError
              ? errorMessage(revoke.error, CHANGE_FAILED)
              : null
        }
      />
      {body}
      {shown && status.data?.active ? (
        <ShownLink
          label="Calendar link"
          url={shown.url}
          notice={SHOWN_ONCE_TEXT}
          action={
            <Button href={webcalUrl(shown.url)} variant="outlined">
              Subscribe
            </Button>
          }
          onHide={() => setShown(null)}
        />
      ) : null}
      <ConfirmDialog
        open={asking === 'renew'}
        question={RENEW_QUESTION}
        confirmLabel="Renew link"
        isBusy={isBusy}
        onCancel={() => setAsking(null)}
        onConfirm={handleCreate}
      />
      <ConfirmDialog
        open={asking === 'revoke'}
        question={REVOKE_QUESTION}
        confirmLabel="Stop sharing"
        isBusy={isBusy}
        onCancel={() => setAsking(null)}
        onConfirm={handleRevoke}
      />
    </Box>
  );
}

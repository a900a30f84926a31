import EventIcon from '@mui/icons-material/Event';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useRef, useState } from 'react';
import type { CalendarLink as NewCalendarLink } from '#shared/contracts/calendar';
import { ConfirmDialog } from '#client/components/confirm-dialog';
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
        <ShownLink link={shown} onHide={() => setShown(null)} />
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

/** The new link, this once: a read-only field, Copy, and Subscribe (webcal://). */
function ShownLink({ link, onHide }: { link: NewCalendarLink; onHide(): void }) {
  const fieldRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const fieldId = useId();

  // The new link is where the traveller's attention goes: keyboard and reader users land on it.
  useEffect(() => {
    fieldRef.current?.focus();
  }, [link.url]);

  async function handleCopy() {
    try {
      await navigator.clipboard.writeText(link.url);
      setCopied('copied');
    } catch {
      // No clipboard (an insecure page, a refusal): the link is selected to copy by hand.
      fieldRef.current?.select();
      setCopied('failed');
    }
  }

  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {SHOWN_ONCE_TEXT}
      </Alert>
      <TextField
        id={fieldId}
        label="Calendar link"
        value={link.url}
        fullWidth
        size="small"
        inputRef={fieldRef}
        onFocus={(event) => event.target.select()}
        slotProps={{ htmlInput: { readOnly: true, spellCheck: false } }}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ mt: 1.5, alignItems: { sm: 'center' } }}
      >
        <Button variant="contained" onClick={() => void handleCopy()}>
          Copy
        </Button>
        <Button href={webcalUrl(link.url)} variant="outlined">
          Subscribe
        </Button>
        <Button onClick={onHide}>Hide link</Button>
      </Stack>
      <Typography role="status" variant="body2" sx={{ mt: 1, minHeight: '1.5em' }}>
        {copied === 'copied'
          ? 'Link copied.'
          : copied === 'failed'
            ? 'Could not copy: the link is selected, copy it with your keyboard.'
            : ''}
      </Typography>
    </Paper>
  );
}

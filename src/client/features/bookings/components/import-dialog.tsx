import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState } from 'react';
import { MAX_IMPORT_BYTES, type BookingInput } from '#shared/contracts/bookings';
import type { CurrencyCode } from '#shared/domain/money';
import { BookingKindIcon } from '#client/components/booking-kind-icon';
import { FileButton } from '#client/components/file-button';
import { errorMessage } from '#client/lib/api-client';
import { BOOKING_KIND_LABELS, formatLocalDateTime } from '#client/lib/booking-text';
import { DraftsError, useImportBookings, useSaveDrafts, type ImportSource } from '../api';
import { BookingForm } from './booking-form';
import { placeLine, priceText } from '#client/lib/booking-lines';

interface Draft {
  body: BookingInput;
  isChosen: boolean;
}

interface ImportDialogProps {
  open: boolean;
  tripId: string;
  defaultTimeZone: string;
  currency: CurrencyCode;
  onClose(): void;
  onSaved(text: string): void;
}

const ACCEPTED =
  '.eml,.ics,.pkpass,.pdf,message/rfc822,text/calendar,application/pdf,application/vnd.apple.pkpass';

/**
 * Reads a confirmation e-mail, calendar file, wallet pass or PDF (or pasted text) into drafts,
 * which the traveller reviews, changes and chooses before saving. Nothing is saved until then;
 * an e-mail's content is only ever shown as text.
 */
export function ImportDialog(props: ImportDialogProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby="import-dialog-title"
      fullWidth
      fullScreen={isPhone}
      maxWidth="md"
    >
      {props.open ? <ImportDialogBody {...props} /> : null}
    </Dialog>
  );
}

function ImportDialogBody({
  tripId,
  defaultTimeZone,
  currency,
  onClose,
  onSaved,
}: ImportDialogProps) {
  const [text, setText] = useState('');
  const [drafts, setDrafts] = useState<Draft[] | null>(null);
  const [editing, setEditing] = useState<number | null>(null);
  const reading = useImportBookings(tripId);
  const saving = useSaveDrafts(tripId);
  const formId = useId();

  const [tooLarge, setTooLarge] = useState<string | null>(null);

  function read(source: ImportSource) {
    setTooLarge(null);
    // Said before sending: a phone need not upload what the server would refuse.
    if ('file' in source && source.file.size > MAX_IMPORT_BYTES) {
      reading.reset();
      setTooLarge(`${source.file.name} is too large: an import reads 10 MB at most.`);
      return;
    }
    reading.mutate(source, {
      onSuccess: (found) => setDrafts(found.map((body) => ({ body, isChosen: true }))),
    });
  }

  const chosen = (drafts ?? []).filter((draft) => draft.isChosen);

  function saveChosen() {
    if (!drafts || saving.isPending || chosen.length === 0) return;
    saving.mutate(
      chosen.map((draft) => draft.body),
      {
        onSuccess: (count) => {
          onSaved(count === 1 ? '1 booking saved.' : `${count} bookings saved.`);
          onClose();
        },
        onError: (error) => {
          // The saved ones leave the review, so saving again does not save them twice.
          if (error instanceof DraftsError && error.saved > 0) {
            const savedOnes = new Set(chosen.slice(0, error.saved));
            setDrafts((current) => current?.filter((draft) => !savedOnes.has(draft)) ?? null);
          }
        },
      },
    );
  }

  if (editing !== null && drafts?.[editing]) {
    return (
      <>
        <DialogTitle id="import-dialog-title">Change this draft</DialogTitle>
        <DialogContent>
          <BookingForm
            formId={formId}
            initial={drafts[editing].body}
            defaultTimeZone={defaultTimeZone}
            currency={currency}
            onSubmit={(body) => {
              setDrafts(drafts.map((draft, at) => (at === editing ? { ...draft, body } : draft)));
              setEditing(null);
            }}
          />
        </DialogContent>
        <DialogActions
          sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1, '& > *': { whiteSpace: 'nowrap' } }}
        >
          <Button onClick={() => setEditing(null)}>Back to the drafts</Button>
          <Button type="submit" form={formId} variant="contained">
            Keep these changes
          </Button>
        </DialogActions>
      </>
    );
  }

  const saveFailure = saving.error instanceof DraftsError ? saveFailureText(saving.error) : null;

  return (
    <>
      <DialogTitle id="import-dialog-title">Import bookings</DialogTitle>
      <DialogContent>
        {drafts === null ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>
              Choose a confirmation e-mail (.eml), a calendar file (.ics), a wallet pass (.pkpass)
              or a PDF ticket, or paste the e-mail's text. Nothing is saved until you review it.
            </Typography>
            {reading.isError || tooLarge ? (
              <Alert severity="error" role="alert">
                {tooLarge ??
                  errorMessage(reading.error, 'The file could not be read. Please try again.')}
              </Alert>
            ) : null}
            <Box>
              <FileButton
                variant="contained"
                startIcon={<UploadFileIcon />}
                accept={ACCEPTED}
                disabled={reading.isPending}
                onFile={(file) => read({ file })}
              >
                Choose a file
              </FileButton>
            </Box>
            <TextField
              label="Or paste the e-mail or calendar text"
              value={text}
              onChange={(event) => setText(event.target.value)}
              multiline
              minRows={4}
              maxRows={10}
              fullWidth
            />
            <Box>
              <Button
                variant="outlined"
                onClick={() => read({ text })}
                disabled={reading.isPending || text.trim() === ''}
              >
                Read the pasted text
              </Button>
            </Box>
            {reading.isPending ? <Typography role="status">Reading...</Typography> : null}
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>
              {drafts.length === 1
                ? 'Found 1 booking. Check it, change what is wrong, then save.'
                : `Found ${drafts.length} bookings. Check them, change what is wrong, untick any you do not want, then save.`}
            </Typography>
            {saveFailure ? (
              <Alert severity="error" role="alert">
                {saveFailure}
              </Alert>
            ) : null}
            <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {drafts.map((draft, index) => (
                <DraftCard
                  key={index}
                  draft={draft}
                  onToggle={(isChosen) =>
                    setDrafts(drafts.map((one, at) => (at === index ? { ...one, isChosen } : one)))
                  }
                  onEdit={() => setEditing(index)}
                />
              ))}
            </Stack>
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose}>Cancel</Button>
        {drafts !== null ? (
          <Button
            variant="contained"
            onClick={saveChosen}
            disabled={saving.isPending || chosen.length === 0}
          >
            {chosen.length === 1 ? 'Save 1 booking' : `Save ${chosen.length} bookings`}
          </Button>
        ) : null}
      </DialogActions>
    </>
  );
}

/** "1 booking was saved; the next was not: <why>", or why the first was not. */
function saveFailureText(error: DraftsError): string {
  const why = errorMessage(error.cause, 'A booking could not be saved. Please try again.');
  if (error.saved === 0) return why;
  const saved = error.saved === 1 ? '1 booking was saved' : `${error.saved} bookings were saved`;
  return `${saved}; the next was not: ${why}`;
}

function DraftCard({
  draft,
  onToggle,
  onEdit,
}: {
  draft: Draft;
  onToggle(isChosen: boolean): void;
  onEdit(): void;
}) {
  const { body } = draft;
  const places = placeLine(body);
  const price = priceText(body.price);
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 1, sm: 1.5 } }}>
      {/* On a phone the Change button goes below, so the draft's lines keep the width. */}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { xs: 'stretch', sm: 'flex-start' } }}
      >
        <FormControlLabel
          sx={{ flex: 1, minWidth: 0, alignItems: 'flex-start', m: 0 }}
          control={
            <Checkbox
              checked={draft.isChosen}
              onChange={(event) => onToggle(event.target.checked)}
              sx={{ mt: -0.75 }}
            />
          }
          label={
            <Box sx={{ minWidth: 0, overflowWrap: 'anywhere' }}>
              <Typography sx={{ fontWeight: 700, display: 'flex', gap: 1, alignItems: 'center' }}>
                <BookingKindIcon kind={body.kind} fontSize="small" color="action" />
                {body.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {[BOOKING_KIND_LABELS[body.kind], body.provider, body.confirmationCode]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              <Typography variant="body2">{formatLocalDateTime(body.start)}</Typography>
              {places ? <Typography variant="body2">{places}</Typography> : null}
              {body.legs.length > 1 ? (
                <Typography variant="body2">{`${body.legs.length} legs`}</Typography>
              ) : null}
              {body.travellers.length > 0 ? (
                <Typography variant="body2">{body.travellers.join(', ')}</Typography>
              ) : null}
              {price ? <Typography variant="body2">{price}</Typography> : null}
            </Box>
          }
        />
        <Button
          onClick={onEdit}
          aria-label={`Change ${body.title}`}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}
        >
          Change
        </Button>
      </Stack>
    </Paper>
  );
}

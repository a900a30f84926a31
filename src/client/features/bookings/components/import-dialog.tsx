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
import type { Translator } from '#shared/i18n/translator';
import { BookingKindIcon } from '#client/components/booking-kind-icon';
import { FileButton } from '#client/components/file-button';
import { errorMessage } from '#client/lib/api-client';
import { BOOKING_KIND_KEYS, formatLocalDateTime } from '#client/lib/booking-text';
import { useI18n } from '#client/lib/i18n';
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
  const { t } = useI18n();
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
      setTooLarge(t('bookings.importTooLarge', { name: source.file.name }));
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
          onSaved(t('bookings.savedCount', { count }));
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
        <DialogTitle id="import-dialog-title">{t('bookings.changeDraft')}</DialogTitle>
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
          <Button onClick={() => setEditing(null)}>{t('bookings.backToDrafts')}</Button>
          <Button type="submit" form={formId} variant="contained">
            {t('bookings.keepChanges')}
          </Button>
        </DialogActions>
      </>
    );
  }

  const saveFailure = saving.error instanceof DraftsError ? saveFailureText(saving.error, t) : null;

  return (
    <>
      <DialogTitle id="import-dialog-title">{t('bookings.importTitle')}</DialogTitle>
      <DialogContent>
        {drafts === null ? (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>{t('bookings.importIntro')}</Typography>
            {reading.isError || tooLarge ? (
              <Alert severity="error" role="alert">
                {tooLarge ?? errorMessage(reading.error, t('bookings.readFailed'))}
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
                {t('bookings.chooseFile')}
              </FileButton>
            </Box>
            <TextField
              label={t('bookings.pasteLabel')}
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
                {t('bookings.readPasted')}
              </Button>
            </Box>
            {reading.isPending ? (
              <Typography role="status">{t('bookings.reading')}</Typography>
            ) : null}
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography>{t('bookings.foundCount', { count: drafts.length })}</Typography>
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
        <Button onClick={onClose}>{t('bookings.cancel')}</Button>
        {drafts !== null ? (
          <Button
            variant="contained"
            onClick={saveChosen}
            disabled={saving.isPending || chosen.length === 0}
          >
            {t('bookings.saveCount', { count: chosen.length })}
          </Button>
        ) : null}
      </DialogActions>
    </>
  );
}

/** "1 booking was saved; the next was not: <why>", or why the first was not. */
function saveFailureText(error: DraftsError, t: Translator): string {
  const why = errorMessage(error.cause, t('bookings.oneSaveFailed'));
  if (error.saved === 0) return why;
  return t('bookings.partlySaved', { count: error.saved, why });
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
  const i18n = useI18n();
  const { t } = i18n;
  const { body } = draft;
  const places = placeLine(body);
  const price = priceText(body.price, i18n);
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
                {[t(BOOKING_KIND_KEYS[body.kind]), body.provider, body.confirmationCode]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography>
              <Typography variant="body2">{formatLocalDateTime(body.start, i18n)}</Typography>
              {places ? <Typography variant="body2">{places}</Typography> : null}
              {body.legs.length > 1 ? (
                <Typography variant="body2">
                  {t('bookings.legsCount', { count: body.legs.length })}
                </Typography>
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
          aria-label={t('bookings.changeNamed', { title: body.title })}
          sx={{ flexShrink: 0, alignSelf: { xs: 'flex-end', sm: 'flex-start' } }}
        >
          {t('bookings.change')}
        </Button>
      </Stack>
    </Paper>
  );
}

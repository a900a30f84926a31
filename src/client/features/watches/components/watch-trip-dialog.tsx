import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import type { CurrencyCode } from '#shared/domain/money';
import { useI18n } from '#client/lib/i18n';
import { isAlreadyWatching, useCreateWatch, watchErrorText } from '../api';
import { CapFields, capOf, type CapValues } from './cap-fields';
import { WatchDone } from './watch-done';

export interface WatchTripDialogProps {
  open: boolean;
  tripId: string;
  /** The trip's currency: the cap's unless the traveller picks another. */
  currency: CurrencyCode;
  onClose(): void;
}

/**
 * Watches the trip's price (its dates, travellers and starting city) with an optional cap a
 * person. Anyone who can see the trip may watch it: the watch is their own.
 */
export function WatchTripDialog(props: WatchTripDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
    >
      {/* Mounted afresh for each opening, so the form starts empty. */}
      {props.open ? <WatchTripForm {...props} titleId={titleId} /> : null}
    </Dialog>
  );
}

function WatchTripForm({
  tripId,
  currency,
  onClose,
  titleId,
}: WatchTripDialogProps & { titleId: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const formId = useId();
  const create = useCreateWatch();
  const [cap, setCap] = useState<CapValues>({ amount: '', currency });
  const [capError, setCapError] = useState<string | null>(null);
  const capRef = useRef<HTMLInputElement>(null);
  const isDone = create.isSuccess || isAlreadyWatching(create.error);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const { cap: maxPerPerson, error } = capOf(cap, i18n);
    setCapError(error);
    if (error) {
      capRef.current?.focus();
      return;
    }
    create.mutate({ tripId, ...(maxPerPerson ? { maxPerPerson } : {}) });
  }

  return (
    <>
      <DialogTitle id={titleId}>{t('watches.tripDialogTitle')}</DialogTitle>
      <DialogContent>
        {create.isSuccess ? (
          <WatchDone severity="success" text={t('watches.tripWatched')} />
        ) : isAlreadyWatching(create.error) ? (
          <WatchDone severity="info" text={t('watches.tripAlready')} />
        ) : (
          <Stack
            component="form"
            id={formId}
            noValidate
            onSubmit={handleSubmit}
            spacing={2}
            sx={{ pt: 1 }}
          >
            <Typography variant="body2" color="text.secondary">
              {t('watches.tripIntro')}
            </Typography>
            {create.isError ? (
              <Alert severity="error" role="alert">
                {watchErrorText(create.error, t('watches.saveFailed'), t)}
              </Alert>
            ) : null}
            <CapFields
              values={cap}
              error={capError}
              inputRef={capRef}
              onChange={(next) => {
                setCap(next);
                setCapError(null);
              }}
            />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        {isDone ? (
          <Button onClick={onClose}>{t('watches.close')}</Button>
        ) : (
          <>
            <Button onClick={onClose}>{t('watches.cancel')}</Button>
            <Button type="submit" form={formId} variant="contained" disabled={create.isPending}>
              {create.isPending ? t('watches.watching') : t('watches.watchPrice')}
            </Button>
          </>
        )}
      </DialogActions>
    </>
  );
}

import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId } from 'react';
import type { Booking, BookingInput } from '#shared/contracts/bookings';
import type { CurrencyCode } from '#shared/domain/money';
import { errorMessage } from '#client/lib/api-client';
import { useI18n } from '#client/lib/i18n';
import { useSaveBooking } from '../api';
import { BookingForm } from './booking-form';

interface BookingDialogProps {
  open: boolean;
  tripId: string;
  /** The booking to change, or null to add one. */
  booking: Booking | null;
  defaultTimeZone: string;
  currency: CurrencyCode;
  onClose(): void;
  onSaved(text: string): void;
}

/** Adds or changes a booking; full screen on a phone, where the form is long. */
export function BookingDialog(props: BookingDialogProps) {
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby="booking-dialog-title"
      fullWidth
      fullScreen={isPhone}
      maxWidth="md"
    >
      {/* Mounted afresh for each opening, so the form starts from the booking it edits. */}
      {props.open ? <BookingDialogBody {...props} /> : null}
    </Dialog>
  );
}

function BookingDialogBody({
  tripId,
  booking,
  defaultTimeZone,
  currency,
  onClose,
  onSaved,
}: BookingDialogProps) {
  const { t } = useI18n();
  const formId = useId();
  const save = useSaveBooking(tripId);
  function submit(body: BookingInput) {
    if (save.isPending) return;
    save.mutate(
      { bookingId: booking?._id ?? null, body },
      {
        onSuccess: () => {
          onSaved(booking ? t('bookings.saved') : t('bookings.added'));
          onClose();
        },
      },
    );
  }
  return (
    <>
      <DialogTitle id="booking-dialog-title">
        {booking ? t('bookings.editTitle') : t('bookings.add')}
      </DialogTitle>
      <DialogContent>
        <BookingForm
          formId={formId}
          initial={booking}
          defaultTimeZone={defaultTimeZone}
          currency={currency}
          failure={save.isError ? errorMessage(save.error, t('bookings.saveFailed')) : null}
          onSubmit={submit}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('bookings.cancel')}</Button>
        <Button type="submit" form={formId} variant="contained" disabled={save.isPending}>
          {t('bookings.save')}
        </Button>
      </DialogActions>
    </>
  );
}

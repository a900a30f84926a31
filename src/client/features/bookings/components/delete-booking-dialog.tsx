import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useId } from 'react';
import type { Booking } from '#shared/contracts/bookings';
import { errorMessage } from '#client/lib/api-client';
import { useI18n } from '#client/lib/i18n';
import { useDeleteBooking } from '../api';

/**
 * Deleting a booking asks first; one with a cost line also asks what becomes of the line: kept
 * (with its actual) or deleted too.
 */
export function DeleteBookingDialog({
  tripId,
  booking,
  onClose,
  onDeleted,
}: {
  tripId: string;
  booking: Booking | null;
  onClose(): void;
  onDeleted(text: string): void;
}) {
  const { t } = useI18n();
  const questionId = useId();
  const deletion = useDeleteBooking(tripId);
  const hasLine = booking?.costLineId != null;
  function remove(costLine: 'keep' | 'delete') {
    if (!booking || deletion.isPending) return;
    deletion.mutate(
      { bookingId: booking._id, costLine },
      {
        onSuccess: () => {
          deletion.reset();
          onDeleted(t('bookings.deleted'));
          onClose();
        },
      },
    );
  }
  const close = () => {
    deletion.reset();
    onClose();
  };
  return (
    <Dialog
      open={booking !== null}
      onClose={close}
      aria-labelledby={questionId}
      // Three answers to a booking with a cost line: room for them on one row at a desk.
      maxWidth={hasLine ? 'sm' : 'xs'}
      fullWidth
      role="alertdialog"
    >
      <DialogContent>
        <DialogContentText id={questionId} sx={{ color: 'text.primary', fontSize: '1.05rem' }}>
          {t(hasLine ? 'bookings.deleteWithLineQuestion' : 'bookings.deleteQuestion', {
            title: booking?.title ?? '',
          })}
        </DialogContentText>
        {deletion.isError ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorMessage(deletion.error, t('bookings.deleteFailed'))}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} autoFocus>
          {t('bookings.cancel')}
        </Button>
        {hasLine ? (
          <>
            <Button onClick={() => remove('keep')} variant="outlined" disabled={deletion.isPending}>
              {t('bookings.keepCostLine')}
            </Button>
            <Button
              onClick={() => remove('delete')}
              color="error"
              variant="contained"
              disabled={deletion.isPending}
            >
              {t('bookings.deleteItToo')}
            </Button>
          </>
        ) : (
          <Button
            onClick={() => remove('keep')}
            color="error"
            variant="contained"
            disabled={deletion.isPending}
          >
            {t('bookings.delete')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

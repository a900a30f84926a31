import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useId } from 'react';
import type { Booking } from '#shared/contracts/bookings';
import { errorMessage } from '#client/lib/api-client';
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
          onDeleted('Booking deleted.');
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
          {hasLine
            ? `Delete "${booking?.title ?? ''}"? Its price is the actual of a cost line: keep the line, or delete it too?`
            : `Delete "${booking?.title ?? ''}" and its files?`}
        </DialogContentText>
        {deletion.isError ? (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {errorMessage(deletion.error, 'The booking could not be deleted. Please try again.')}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={close} autoFocus>
          Cancel
        </Button>
        {hasLine ? (
          <>
            <Button onClick={() => remove('keep')} variant="outlined" disabled={deletion.isPending}>
              Keep the cost line
            </Button>
            <Button
              onClick={() => remove('delete')}
              color="error"
              variant="contained"
              disabled={deletion.isPending}
            >
              Delete it too
            </Button>
          </>
        ) : (
          <Button
            onClick={() => remove('keep')}
            color="error"
            variant="contained"
            disabled={deletion.isPending}
          >
            Delete
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { localCalendarDate } from '#shared/domain/calendar-date';
import type { CurrencyCode } from '#shared/domain/money';
import { flexibleValuesOf, type FlexibleValues } from '../flexible-values';
import { FlexibleWatchForm } from './flexible-watch-form';

/** A flexible watch of one place: from today to three months later unless changed. */
export function WatchGetawayDialog({
  open,
  place,
  start,
  currency,
  onClose,
}: {
  open: boolean;
  place: string;
  start: Partial<Omit<FlexibleValues, 'cap'>>;
  currency: CurrencyCode;
  onClose(): void;
}) {
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {`Watch the price of ${place}`}
      </DialogTitle>
      {/* Mounted afresh for each opening, so the form starts from the result. */}
      {open ? (
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            We price every start date in the range once a day and tell you when the cheapest costs
            less than your cap a person, or falls by 10% or more.
          </Typography>
          <FlexibleWatchForm
            initial={flexibleValuesOf(localCalendarDate(), currency, start)}
            ariaLabel="Watch a flexible getaway"
            onCancel={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

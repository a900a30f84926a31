import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { localCalendarDate } from '#shared/domain/calendar-date';
import type { CurrencyCode } from '#shared/domain/money';
import { useI18n } from '#client/lib/i18n';
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
  const { t } = useI18n();
  const titleId = useId();
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {t('watches.getawayDialogTitle', { place })}
      </DialogTitle>
      {/* Mounted afresh for each opening, so the form starts from the result. */}
      {open ? (
        <DialogContent>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {t('watches.getawayIntro')}
          </Typography>
          <FlexibleWatchForm
            initial={flexibleValuesOf(localCalendarDate(), currency, start)}
            ariaLabel={t('watches.flexibleHeading')}
            onCancel={onClose}
          />
        </DialogContent>
      ) : null}
    </Dialog>
  );
}

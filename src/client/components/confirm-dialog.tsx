import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useId } from 'react';
import { useI18n } from '#client/lib/i18n';

interface ConfirmDialogProps {
  open: boolean;
  /** The question, word for word (docs/PRODUCT-RULES.md#messages). */
  question: string;
  /** The confirming button's text; every delete says Delete. */
  confirmLabel?: string;
  isBusy?: boolean;
  onCancel(): void;
  onConfirm(): void;
}

/** A modal question with Cancel and a confirming button (docs/PRODUCT-RULES.md#messages). Cancel has the first focus. */
export function ConfirmDialog({
  open,
  question,
  confirmLabel,
  isBusy = false,
  onCancel,
  onConfirm,
}: ConfirmDialogProps) {
  const questionId = useId();
  const { t } = useI18n();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby={questionId}
      maxWidth="xs"
      fullWidth
      role="alertdialog"
    >
      <DialogContent>
        <DialogContentText id={questionId} sx={{ color: 'text.primary', fontSize: '1.05rem' }}>
          {question}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onCancel} autoFocus>
          {t('common.cancel')}
        </Button>
        <Button onClick={onConfirm} color="error" variant="contained" disabled={isBusy}>
          {confirmLabel ?? t('common.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

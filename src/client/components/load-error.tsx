import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useI18n } from '#client/lib/i18n';

/**
 * A list that failed to load: says so and offers Retry, never the list's empty-state text
 * (docs/PRODUCT-RULES.md#failed-lists).
 */
export function LoadError({
  message,
  onRetry,
  isRetrying = false,
}: {
  message: string;
  onRetry(): void;
  isRetrying?: boolean;
}) {
  const { t } = useI18n();
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <Button color="inherit" variant="outlined" onClick={onRetry} disabled={isRetrying}>
          {isRetrying ? t('common.retrying') : t('common.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

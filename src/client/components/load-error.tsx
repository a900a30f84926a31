import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

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
  return (
    <Alert
      severity="error"
      role="alert"
      sx={{ mb: 3, alignItems: 'center' }}
      action={
        <Button color="inherit" variant="outlined" onClick={onRetry} disabled={isRetrying}>
          {isRetrying ? 'Retrying…' : 'Retry'}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}

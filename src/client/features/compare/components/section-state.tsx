import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage } from '#client/lib/api-client';

/** A comparison still loading, or failed with Retry (never passed off as an empty answer). */
export function ComparisonState({
  isPending,
  error,
  fallback,
  onRetry,
  isRetrying,
}: {
  isPending: boolean;
  error: unknown;
  fallback: string;
  onRetry(): void;
  isRetrying: boolean;
}) {
  if (error) {
    return (
      <Alert
        severity="error"
        role="alert"
        action={
          <Button color="inherit" size="small" onClick={onRetry} disabled={isRetrying}>
            {isRetrying ? 'Retrying…' : 'Retry'}
          </Button>
        }
      >
        {errorMessage(error, fallback)}
      </Alert>
    );
  }
  if (isPending) return <Typography role="status">Loading...</Typography>;
  return null;
}

import Alert from '@mui/material/Alert';

/**
 * What the spec calls an alert: a message in the page with role="alert" (D14), so screen readers
 * announce it and nothing blocks the page.
 */
export function FormMessage({
  message,
  severity = 'error',
}: {
  message: string | null;
  severity?: 'error' | 'success' | 'info';
}) {
  if (!message) return null;
  return (
    <Alert severity={severity} role="alert" sx={{ mb: 2 }}>
      {message}
    </Alert>
  );
}

import Alert from '@mui/material/Alert';

/**
 * An alert as a message in the page with role="alert" (docs/PRODUCT-RULES.md#messages): readers
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

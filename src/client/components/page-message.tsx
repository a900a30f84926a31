import Alert from '@mui/material/Alert';

// Each new message object gets a new key, so the alert is mounted afresh and announced again
// even when its text repeats ("Trip has been added to Summer" twice in a row).
const messageKeys = new WeakMap<PageMessageValue, number>();
let nextKey = 0;
function keyOf(message: PageMessageValue): number {
  let key = messageKeys.get(message);
  if (key === undefined) {
    key = nextKey++;
    messageKeys.set(message, key);
  }
  return key;
}

export interface PageMessageValue {
  severity: 'success' | 'error' | 'info';
  text: string;
}

/**
 * An alert, shown in the page as an accessible message that never blocks it
 * (docs/PRODUCT-RULES.md#messages). Dismissible; the next message replaces it.
 */
export function PageMessage({
  message,
  onClose,
}: {
  message: PageMessageValue | null;
  onClose(): void;
}) {
  if (!message) return null;
  return (
    <Alert
      key={keyOf(message)}
      severity={message.severity}
      role="alert"
      onClose={onClose}
      sx={{ mb: 2, '& .MuiAlert-message': { overflowWrap: 'anywhere' } }}
    >
      {message.text}
    </Alert>
  );
}

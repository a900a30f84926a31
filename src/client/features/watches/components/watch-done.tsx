import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

/** After a watch is saved, or when it already was: says so, with the way to the Watches page. */
export function WatchDone({ text, severity }: { text: string; severity: 'success' | 'info' }) {
  return (
    <Alert severity={severity} role="status">
      {`${text} `}
      <Link component={RouterLink} to="/watches" sx={{ fontWeight: 600 }}>
        See your price watches
      </Link>
    </Alert>
  );
}

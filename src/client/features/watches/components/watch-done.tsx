import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useI18n } from '#client/lib/i18n';

/** After a watch is saved, or when it already was: says so, with the way to the Watches page. */
export function WatchDone({ text, severity }: { text: string; severity: 'success' | 'info' }) {
  const { t } = useI18n();
  return (
    <Alert severity={severity} role="status">
      {`${text} `}
      <Link component={RouterLink} to="/watches" sx={{ fontWeight: 600 }}>
        {t('watches.seeWatches')}
      </Link>
    </Alert>
  );
}

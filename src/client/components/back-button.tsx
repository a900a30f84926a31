import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useI18n } from '#client/lib/i18n';

/** The 'Back' button: a link, so it works by keyboard and opens in a new tab too. */
export function BackButton({ to = '/my-trip' }: { to?: string }) {
  const { t } = useI18n();
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      {t('common.back')}
    </Button>
  );
}

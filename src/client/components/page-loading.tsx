import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useI18n } from '#client/lib/i18n';

/**
 * The exact 'Loading...' (docs/PRODUCT-RULES.md#exact-texts), announced politely. It holds a
 * screen's height, so what follows (the footer) stays below the first screen instead of jumping
 * down when the page arrives: a layout shift the traveller sees.
 */
export function PageLoading() {
  const { t } = useI18n();
  return (
    <Stack
      role="status"
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'flex-start', justifyContent: 'center', py: 8, minHeight: '100dvh' }}
    >
      <CircularProgress size={20} aria-hidden="true" />
      <Typography>{t('common.loading')}</Typography>
    </Stack>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useOfflineState } from '#client/lib/offline';
import { INTL_LOCALES } from '#shared/i18n/formats';
import type { DisplayLocale } from '#shared/i18n/locales';
import { useI18n } from '#client/lib/i18n';

/** "Nov 24, 2026, 10:30 PM" in the traveller's own zone; English keeps the browser's own way. */
function savedTime(iso: string, locale: DisplayLocale): string {
  return new Date(iso).toLocaleString(locale === 'en' ? undefined : INTL_LOCALES[locale], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
}

/**
 * Across the top of every screen while offline: that the page shows what was saved on this
 * device, since when, and that changes cannot be saved (docs/OFFLINE.md). In the page's flow, so
 * it covers nothing.
 */
export function OfflineNotice() {
  const { isOffline, savedAt } = useOfflineState();
  const { t, locale } = useI18n();
  if (!isOffline) return null;
  return (
    <Box role="status" sx={{ bgcolor: '#fff4e5', color: '#663c00', px: 2, py: 1.25 }}>
      <Typography variant="body2" sx={{ maxWidth: 'md', mx: 'auto' }}>
        <Box component="strong">{t('app.offlineTitle')}</Box>{' '}
        {savedAt
          ? t('app.offlineSavedAt', { time: savedTime(savedAt, locale) })
          : t('app.offlineNothingSaved')}{' '}
        {t('app.offlineNoChanges')}
      </Typography>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useI18n } from '#client/lib/i18n';
import { LanguageLinks } from './language-picker';

/**
 * On every screen: the 2025 copyright line and the language links (docs/I18N.md). It holds no
 * other links on purpose, so the header's About and Profile stay the only links of those names.
 */
export function AppFooter() {
  const { t } = useI18n();
  return (
    <Box
      component="footer"
      sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', py: 3, px: 2 }}
    >
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={{ xs: 0.5, sm: 3 }}
        sx={{ maxWidth: 1100, mx: 'auto', alignItems: 'center', justifyContent: 'space-between' }}
      >
        <Typography variant="body2" color="text.secondary">
          © 2025 Getaway Planner
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('app.footerTagline')}
        </Typography>
        <LanguageLinks />
      </Stack>
    </Box>
  );
}

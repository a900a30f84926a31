import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '#client/components/use-document-title';
import { useI18n } from '#client/lib/i18n';

/** Any unknown path: the exact 'Page Not Found' (docs/PRODUCT-RULES.md#exact-texts). */
export function NotFoundPage() {
  const { t } = useI18n();
  useDocumentTitle(t('app.notFoundTitle'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, sm: 12 }, textAlign: 'center' }}>
      <Typography
        aria-hidden="true"
        sx={{
          fontSize: { xs: '5rem', sm: '7rem' },
          fontWeight: 800,
          // Decorative, but still at least 3:1 against the page for large text (WCAG 1.4.3).
          color: '#7a86a3',
          lineHeight: 1,
        }}
      >
        404
      </Typography>
      <Typography
        variant="h1"
        sx={{ fontSize: { xs: '2rem', sm: '2.5rem' }, fontWeight: 800, mt: 2 }}
      >
        {t('app.notFoundTitle')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        {t('app.notFoundText')}
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        {t('app.goHome')}
      </Button>
    </Container>
  );
}

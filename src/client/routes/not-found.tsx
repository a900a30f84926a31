import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useDocumentTitle } from '#client/components/use-document-title';

/** Any unknown path: the exact 'Page Not Found' (docs/PRODUCT-RULES.md#exact-texts). */
export function NotFoundPage() {
  useDocumentTitle('Page Not Found');
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
        Page Not Found
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1.5, mb: 4 }}>
        The page you asked for does not exist or has moved.
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" size="large">
        Go to the home page
      </Button>
    </Container>
  );
}

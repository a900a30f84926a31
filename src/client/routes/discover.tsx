import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useDocumentTitle } from '#client/components/use-document-title';
import { DiscoverWizard } from '#client/features/discover/discover-wizard';

/** Discover (/discover): the three-step filter wizard. */
export function DiscoverPage() {
  useDocumentTitle('Discover');
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '2rem', sm: '2.6rem' }, fontWeight: 800 }}>
        Discover
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 4 }}>
        Narrow down your next getaway in three quick steps.
      </Typography>
      <DiscoverWizard />
    </Container>
  );
}

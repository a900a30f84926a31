import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink, useRouteError } from 'react-router';

/** Last resort when a screen throws while rendering: say so, and offer a way back. */
export function RouteError() {
  const error = useRouteError();
  console.error('Screen failed:', error);
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert severity="error" role="alert">
        Something went wrong on this page.
      </Alert>
      <Button component={RouterLink} to="/" sx={{ mt: 2 }}>
        Go to the start page
      </Button>
    </Container>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink, useRouteError } from 'react-router';

/**
 * A screen's code that could not be fetched: after a deploy a tab asks for chunks by their old
 * names (the server answers 404), or the connection dropped. Chromium, Firefox and Safari word it
 * differently.
 */
const FAILED_CHUNK = /dynamically imported module|Importing a module script failed/;

function isFailedChunk(error: unknown): boolean {
  return error instanceof Error && FAILED_CHUNK.test(error.message);
}

/** Last resort when a screen throws while rendering or cannot be loaded: say so, and offer a way on. */
export function RouteError() {
  const error = useRouteError();
  console.error('Screen failed:', error);
  if (isFailedChunk(error)) {
    // A reload fetches the current index.html, which names the current chunks.
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Alert severity="warning" role="alert">
          This page could not be loaded. The app may have been updated since you opened it, or the
          connection dropped.
        </Alert>
        <Button variant="contained" onClick={() => window.location.reload()} sx={{ mt: 2 }}>
          Reload the page
        </Button>
      </Container>
    );
  }
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

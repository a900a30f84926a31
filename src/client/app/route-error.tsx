import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Link as RouterLink, useRouteError } from 'react-router';
import { useI18n } from '#client/lib/i18n';

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
  const { t } = useI18n();
  console.error('Screen failed:', error);
  if (isFailedChunk(error)) {
    // A reload fetches the current index.html, which names the current chunks.
    return (
      <Container maxWidth="sm" sx={{ py: 6 }}>
        <Alert severity="warning" role="alert">
          {t('app.chunkFailed')}
        </Alert>
        <Button variant="contained" onClick={() => window.location.reload()} sx={{ mt: 2 }}>
          {t('app.reloadPage')}
        </Button>
      </Container>
    );
  }
  return (
    <Container maxWidth="sm" sx={{ py: 6 }}>
      <Alert severity="error" role="alert">
        {t('app.screenFailed')}
      </Alert>
      <Button component={RouterLink} to="/" sx={{ mt: 2 }}>
        {t('app.goToStart')}
      </Button>
    </Container>
  );
}

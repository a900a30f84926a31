import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useI18n } from '#client/lib/i18n';
import { useFunPlaces } from '../api';

/** The Show/Hide Suggestions toggle of the trip detail, with the fun-places text, one a line. */
export function FunPlaces({ location }: { location: string }) {
  const { t } = useI18n();
  const panelId = useId();
  const [isShown, setIsShown] = useState(false);
  const funPlaces = useFunPlaces(location, isShown);

  return (
    // Not a region itself: the panel below is the spec's "Suggestions" region.
    <Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
        {t('suggestions.heading')}
      </Typography>
      <Button
        variant="outlined"
        onClick={() => setIsShown((shown) => !shown)}
        aria-expanded={isShown}
        aria-controls={panelId}
      >
        {t(isShown ? 'suggestions.hide' : 'suggestions.show')}
      </Button>
      <Box
        id={panelId}
        role="region"
        aria-label={t('suggestions.heading')}
        hidden={!isShown}
        sx={{ mt: 2 }}
      >
        {isShown ? (
          <Paper variant="outlined" sx={{ p: 2 }}>
            {funPlaces.isPending ? (
              <Typography role="status">{t('suggestions.loading')}</Typography>
            ) : funPlaces.isError ? (
              // Fun-places failures are logged only; say nothing more than this.
              <Typography color="text.secondary">{t('suggestions.none')}</Typography>
            ) : (
              <>
                <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                  {funPlaces.data.funPlaces}
                </Typography>
                <Typography
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block', mt: 1 }}
                >
                  {funPlaces.data.source}
                </Typography>
              </>
            )}
          </Paper>
        ) : null}
      </Box>
    </Box>
  );
}

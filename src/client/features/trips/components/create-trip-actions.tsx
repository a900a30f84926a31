import AddIcon from '@mui/icons-material/Add';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useI18n } from '#client/lib/i18n';

/**
 * 'Create' (to /search) with 'Discover' beside it (destinations for a budget), at the top of the
 * trips screens, in the page's flow: a button floating over the cards would cover their own
 * buttons on a phone.
 */
export function CreateTripActions() {
  const { t } = useI18n();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1.5, mb: 3 }}>
      <Button
        component={RouterLink}
        to="/discover"
        variant="outlined"
        size="large"
        startIcon={<TravelExploreIcon aria-hidden="true" />}
      >
        {t('trips.discover')}
      </Button>
      <Button
        component={RouterLink}
        to="/search"
        variant="contained"
        size="large"
        startIcon={<AddIcon aria-hidden="true" />}
      >
        {t('trips.create')}
      </Button>
    </Box>
  );
}

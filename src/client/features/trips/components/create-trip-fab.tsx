import AddIcon from '@mui/icons-material/Add';
import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import { Link as RouterLink } from 'react-router';

/**
 * The floating 'Create' button to /search, with 'Discover' beside it (destinations for a budget). It floats at the bottom of the window while the page
 * scrolls, but it is sticky, not fixed: at the end of the page it rests in a row of its own
 * below the last content, so it never covers that content or the footer.
 */
export function CreateTripFab() {
  return (
    <Box
      sx={{
        position: 'sticky',
        bottom: { xs: 16, sm: 32 },
        zIndex: 'speedDial',
        display: 'flex',
        justifyContent: 'flex-end',
        flexWrap: 'wrap',
        gap: 1.5,
        mt: 3,
        // The row itself lets clicks through to the content it floats over.
        pointerEvents: 'none',
      }}
    >
      <Fab
        component={RouterLink}
        to="/discover"
        variant="extended"
        sx={{ pointerEvents: 'auto', bgcolor: 'background.paper' }}
      >
        <TravelExploreIcon sx={{ mr: 1 }} aria-hidden="true" />
        Discover
      </Fab>
      <Fab
        component={RouterLink}
        to="/search"
        variant="extended"
        color="primary"
        sx={{ pointerEvents: 'auto' }}
      >
        <AddIcon sx={{ mr: 1 }} aria-hidden="true" />
        Create
      </Fab>
    </Box>
  );
}

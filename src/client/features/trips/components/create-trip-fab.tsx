import AddIcon from '@mui/icons-material/Add';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import { Link as RouterLink } from 'react-router';

/** The spec's 'Create' floating button to /search. */
export function CreateTripFab() {
  return (
    <>
      {/* Room at the end of the page, so the floating button never hides the last content. */}
      <Box aria-hidden="true" sx={{ height: { xs: 72, sm: 88 } }} />
      <Fab
        component={RouterLink}
        to="/search"
        variant="extended"
        color="primary"
        sx={{
          position: 'fixed',
          right: { xs: 16, sm: 32 },
          bottom: { xs: 16, sm: 32 },
          zIndex: 'speedDial',
        }}
      >
        <AddIcon sx={{ mr: 1 }} aria-hidden="true" />
        Create
      </Fab>
    </>
  );
}

import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

/** The exact 'Loading...' (docs/PRODUCT-RULES.md#exact-texts), announced politely. */
export function PageLoading() {
  return (
    <Stack
      role="status"
      direction="row"
      spacing={1.5}
      sx={{ alignItems: 'center', justifyContent: 'center', py: 8 }}
    >
      <CircularProgress size={20} aria-hidden="true" />
      <Typography>Loading...</Typography>
    </Stack>
  );
}

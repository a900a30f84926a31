import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';

/** The 'Back' button: a link, so it works by keyboard and opens in a new tab too. */
export function BackButton({ to = '/my-trip' }: { to?: string }) {
  return (
    <Button component={RouterLink} to={to} startIcon={<ArrowBackIcon />} sx={{ mb: 2 }}>
      Back
    </Button>
  );
}

import Typography from '@mui/material/Typography';

export function AddTripPage() {
  return <Typography component="h1">AddTripPage</Typography>;
}

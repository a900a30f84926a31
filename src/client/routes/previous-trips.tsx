import Typography from '@mui/material/Typography';

export function PreviousTripsPage() {
  return <Typography component="h1">PreviousTripsPage</Typography>;
}

import Typography from '@mui/material/Typography';

export function MyTripsPage() {
  return <Typography component="h1">MyTripsPage</Typography>;
}

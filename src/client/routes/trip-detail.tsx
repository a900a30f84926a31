import Typography from '@mui/material/Typography';

export function TripDetailPage() {
  return <Typography component="h1">TripDetailPage</Typography>;
}

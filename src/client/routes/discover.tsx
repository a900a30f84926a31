import Typography from '@mui/material/Typography';

export function DiscoverPage() {
  return <Typography component="h1">DiscoverPage</Typography>;
}

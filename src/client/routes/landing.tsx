import Typography from '@mui/material/Typography';

export function LandingPage() {
  return <Typography component="h1">LandingPage</Typography>;
}

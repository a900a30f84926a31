import Typography from '@mui/material/Typography';

export function AboutPage() {
  return <Typography component="h1">AboutPage</Typography>;
}

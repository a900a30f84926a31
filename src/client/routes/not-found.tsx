import Typography from '@mui/material/Typography';

export function NotFoundPage() {
  return <Typography component="h1">NotFoundPage</Typography>;
}

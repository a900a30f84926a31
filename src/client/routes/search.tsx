import Typography from '@mui/material/Typography';

export function SearchPage() {
  return <Typography component="h1">SearchPage</Typography>;
}

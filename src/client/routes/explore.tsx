import Typography from '@mui/material/Typography';

export function ExplorePage() {
  return <Typography component="h1">ExplorePage</Typography>;
}

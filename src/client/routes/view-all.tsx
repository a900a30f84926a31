import Typography from '@mui/material/Typography';

export function ViewAllPage() {
  return <Typography component="h1">ViewAllPage</Typography>;
}

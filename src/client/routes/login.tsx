import Typography from '@mui/material/Typography';

export function LoginPage() {
  return <Typography component="h1">LoginPage</Typography>;
}

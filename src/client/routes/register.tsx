import Typography from '@mui/material/Typography';

export function RegisterPage() {
  return <Typography component="h1">RegisterPage</Typography>;
}

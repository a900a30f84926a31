import Typography from '@mui/material/Typography';

export function ProfilePage() {
  return <Typography component="h1">ProfilePage</Typography>;
}

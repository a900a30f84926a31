import Typography from '@mui/material/Typography';

export function WishlistDetailPage() {
  return <Typography component="h1">WishlistDetailPage</Typography>;
}

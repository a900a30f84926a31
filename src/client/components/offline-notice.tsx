import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useOfflineState } from '#client/lib/offline';

/** "Nov 24, 2026, 10:30 PM" in the traveller's own zone. */
function savedTime(iso: string): string {
  return new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
}

/**
 * Across the top of every screen while offline: that the page shows what was saved on this
 * device, since when, and that changes cannot be saved (docs/OFFLINE.md). In the page's flow, so
 * it covers nothing.
 */
export function OfflineNotice() {
  const { isOffline, savedAt } = useOfflineState();
  if (!isOffline) return null;
  return (
    <Box role="status" sx={{ bgcolor: '#fff4e5', color: '#663c00', px: 2, py: 1.25 }}>
      <Typography variant="body2" sx={{ maxWidth: 'md', mx: 'auto' }}>
        <Box component="strong">You are offline.</Box>{' '}
        {savedAt
          ? `Showing your trips as saved on this device on ${savedTime(savedAt)}.`
          : 'Only trips saved on this device can be shown.'}{' '}
        Changes cannot be saved until you are back online.
      </Typography>
    </Box>
  );
}

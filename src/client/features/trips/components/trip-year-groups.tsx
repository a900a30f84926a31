import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Trip } from '#shared/contracts/trips';
import { useI18n } from '#client/lib/i18n';
import type { TripYearGroup } from '../trip-lists';

/** Trips under year headings (Previous trips, View all). */
export function TripYearGroups({
  groups,
  renderTrip,
}: {
  groups: TripYearGroup[];
  renderTrip(trip: Trip): ReactNode;
}) {
  const { t } = useI18n();
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      {groups.map((group) => {
        const heading = group.year === null ? t('trips.noDatesYet') : String(group.year);
        const headingId = `trips-${group.year ?? 'undated'}`;
        return (
          <Box component="section" key={heading} aria-labelledby={headingId}>
            <Typography
              id={headingId}
              component="h2"
              variant="h5"
              sx={{ fontWeight: 700, mb: 2, pb: 1, borderBottom: 1, borderColor: 'divider' }}
            >
              {heading}
            </Typography>
            <Box
              component="ul"
              sx={{
                listStyle: 'none',
                p: 0,
                m: 0,
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
                gap: 2,
              }}
            >
              {group.trips.map((trip) => (
                <li key={trip._id}>{renderTrip(trip)}</li>
              ))}
            </Box>
          </Box>
        );
      })}
    </Box>
  );
}

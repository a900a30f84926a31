import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TripComparison } from '#shared/contracts/compare';
import { useI18n, type MessageKey } from '#client/lib/i18n';
import { useCompareTrips } from '../api';
import { ComparisonState } from './section-state';

const BASIS_LABELS: Record<TripComparison['basis'], MessageKey> = {
  planned: 'compare.basisPlanned',
  estimate: 'compare.basisEstimate',
  none: 'compare.basisNone',
};

function TripFigure({ trip }: { trip: TripComparison }) {
  const { t, f } = useI18n();
  if (trip.basis === 'planned' && trip.planned) {
    return <Typography sx={{ fontWeight: 700 }}>{f.money(trip.planned)}</Typography>;
  }
  if (trip.basis === 'estimate' && trip.total) {
    return (
      <Typography>
        <Box component="span" sx={{ fontWeight: 700 }}>
          {t('compare.about', { amount: f.estimate(trip.total.mid) })}
        </Box>{' '}
        <Box component="span" sx={{ color: 'text.secondary' }}>
          {t('compare.rangeInParens', { range: f.moneyRange(trip.total) })}
        </Box>
      </Typography>
    );
  }
  return null;
}

/**
 * A wishlist's trips side by side by total, cheapest first as the server orders them: the
 * traveller's planned total where there is one, an estimate otherwise, each labelled.
 */
export function CompareTripsSection({ wishlistId }: { wishlistId: string }) {
  const { t, f } = useI18n();
  const comparison = useCompareTrips(wishlistId);
  return (
    <Box component="section" aria-labelledby="compare-trips-heading" sx={{ minWidth: 0, mb: 3 }}>
      <Typography
        id="compare-trips-heading"
        component="h2"
        variant="h6"
        sx={{ fontWeight: 700, mb: 1 }}
      >
        {t('compare.tripsHeading')}
      </Typography>
      {comparison.isSuccess ? (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('compare.tripsIntro', { currency: comparison.data.currency })}
          </Typography>
          <Stack
            component="ol"
            spacing={1}
            aria-label={t('compare.tripsByTotal')}
            sx={{ p: 0, m: 0 }}
          >
            {comparison.data.trips.map((trip) => (
              <Paper
                component="li"
                key={trip._id}
                variant="outlined"
                aria-label={trip.location_address}
                sx={{
                  listStyle: 'none',
                  p: 1.5,
                  display: 'flex',
                  flexWrap: 'wrap',
                  gap: 1,
                  alignItems: 'center',
                  justifyContent: 'space-between',
                }}
              >
                <Box sx={{ minWidth: 0 }}>
                  <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                    {trip.location_address}
                  </Typography>
                  {trip.trip_start && trip.trip_end ? (
                    <Typography variant="body2" color="text.secondary">
                      {f.dateRange(trip.trip_start, trip.trip_end)}
                    </Typography>
                  ) : null}
                </Box>
                <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                  <TripFigure trip={trip} />
                  <Chip
                    size="small"
                    variant={trip.basis === 'planned' ? 'filled' : 'outlined'}
                    label={t(BASIS_LABELS[trip.basis])}
                  />
                </Box>
              </Paper>
            ))}
          </Stack>
        </>
      ) : (
        <ComparisonState
          isPending={comparison.isPending}
          error={comparison.error}
          fallback={t('compare.tripsFailed')}
          onRetry={() => void comparison.refetch()}
          isRetrying={comparison.isFetching}
        />
      )}
    </Box>
  );
}

import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BackButton } from '#client/components/back-button';
import { LoadError } from '#client/components/load-error';
import { PageLoading } from '#client/components/page-loading';
import { PageMessage, type PageMessageValue } from '#client/components/page-message';
import { useDocumentTitle } from '#client/components/use-document-title';
import { useTrips } from '#client/features/trips/api';
import { RequireUser } from '#client/components/require-user';
import { TripCard } from '#client/features/trips/components/trip-card';
import { TripYearGroups } from '#client/features/trips/components/trip-year-groups';
import { NO_TRIPS_MESSAGE } from '#client/features/trips/messages';
import { activeTrips, groupTripsByEndYear } from '#client/features/trips/trip-lists';
import { useDeleteTripAction } from '#client/features/trips/use-delete-trip-action';
import { useFavoriteActions } from '#client/features/wishlists/use-favorite-actions';
import { useI18n } from '#client/lib/i18n';

function UpcomingTrips() {
  const trips = useTrips();
  const { t } = useI18n();
  const [message, setMessage] = useState<PageMessageValue | null>(null);
  const favorites = useFavoriteActions(setMessage);
  const deletion = useDeleteTripAction(setMessage);

  if (trips.isPending) return <PageLoading />;
  if (trips.isError) {
    return (
      <LoadError
        message={t('common.tripsLoadFailed')}
        onRetry={() => void trips.refetch()}
        isRetrying={trips.isFetching}
      />
    );
  }
  const upcoming = activeTrips(trips.data);

  return (
    <>
      <PageMessage message={message} onClose={() => setMessage(null)} />
      {upcoming.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography>{NO_TRIPS_MESSAGE}</Typography>
        </Paper>
      ) : (
        <TripYearGroups
          groups={groupTripsByEndYear(upcoming, 'oldest-first')}
          renderTrip={(trip) => (
            <TripCard
              trip={trip}
              onAddToWishlist={favorites.addToWishlist}
              onRemoveFavorite={favorites.removeFavorite}
              onDelete={deletion.deleteTrip}
              isBusy={favorites.busyTripId === trip._id || deletion.busyTripId === trip._id}
            />
          )}
        />
      )}
      {favorites.dialog}
    </>
  );
}

/** Upcoming trips by end year, by start date within a year. */
export function ViewAllPage() {
  const { t } = useI18n();
  useDocumentTitle(t('search.upcomingTitle'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <BackButton to="/explore" />
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' }, mb: 3 }}
      >
        {t('search.upcomingTitle')}
      </Typography>
      <RequireUser>
        <UpcomingTrips />
      </RequireUser>
    </Container>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadError } from '#client/components/load-error';
import { PageLoading } from '#client/components/page-loading';
import { PageMessage, type PageMessageValue } from '#client/components/page-message';
import { useDocumentTitle } from '#client/components/use-document-title';
import { visuallyHidden } from '#client/components/visually-hidden';
import { useDrawnInSlices } from '#client/lib/drawn-in-slices';
import { usePlanRememberedTrip } from '#client/features/discover/api';
import { useTrips } from '#client/features/trips/api';
import { CreateTripActions } from '#client/features/trips/components/create-trip-actions';
import { TripCarousel } from '#client/features/trips/components/trip-carousel';
import { RequireUser } from '#client/components/require-user';
import { activeTrips } from '#client/features/trips/trip-lists';
import { useDeleteTripAction } from '#client/features/trips/use-delete-trip-action';
import { useWishlists } from '#client/features/wishlists/api';
import { WishlistsSection } from '#client/features/wishlists/components/wishlists-section';
import { useFavoriteActions } from '#client/features/wishlists/use-favorite-actions';
import { useI18n } from '#client/lib/i18n';

function MyTrips() {
  // Login lands here: a trip a visitor chose on Discover is planned now.
  usePlanRememberedTrip();
  const { t } = useI18n();
  const trips = useTrips();
  const shownTrips = useDrawnInSlices(trips.data);
  const wishlists = useWishlists();
  const [message, setMessage] = useState<PageMessageValue | null>(null);
  const favorites = useFavoriteActions(setMessage);
  const deletion = useDeleteTripAction(setMessage);

  if (trips.isPending) {
    if (trips.fetchStatus === 'idle') return null;
    return <PageLoading />;
  }
  if (!trips.isError && !shownTrips) return <PageLoading />;

  return (
    <>
      <PageMessage message={message} onClose={() => setMessage(null)} />
      <CreateTripActions />
      {trips.isError ? (
        <LoadError
          message={t('trips.loadFailed')}
          onRetry={() => void trips.refetch()}
          isRetrying={trips.isFetching}
        />
      ) : activeTrips(shownTrips ?? []).length === 0 ? (
        <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, textAlign: 'center', mb: 4 }}>
          <Typography variant="h6" component="p">
            {t('trips.noTrips')}
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {t('trips.emptyHint')}
          </Typography>
        </Paper>
      ) : (
        <Box component="section" aria-labelledby="active-heading" sx={{ mb: 4 }}>
          <Typography
            id="active-heading"
            component="h2"
            variant="h5"
            sx={{ fontWeight: 700, mb: 1 }}
          >
            {t('trips.active')}
          </Typography>
          <Typography component="h3" variant="subtitle1" color="text.secondary" sx={{ mb: 1.5 }}>
            {t('trips.inProgress')}
          </Typography>
          <TripCarousel
            trips={activeTrips(shownTrips ?? [])}
            label={t('trips.inProgressTrips')}
            onAddToWishlist={favorites.addToWishlist}
            onRemoveFavorite={favorites.removeFavorite}
            onDelete={deletion.deleteTrip}
            isBusy={(trip) => favorites.busyTripId === trip._id || deletion.busyTripId === trip._id}
            headingLevel="h4"
          />
        </Box>
      )}
      <WishlistsSection wishlists={wishlists} showMessage={setMessage} />
      {favorites.dialog}
    </>
  );
}

/** My trips: the In Progress carousel, the wishlists and the Create button. */
export function MyTripsPage() {
  const { t } = useI18n();
  useDocumentTitle(t('trips.myTrips'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography component="h1" sx={visuallyHidden}>
        {t('trips.myTrips')}
      </Typography>
      <RequireUser>
        <MyTrips />
      </RequireUser>
    </Container>
  );
}

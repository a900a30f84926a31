import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { LoadError } from '#client/components/load-error';
import { PageLoading } from '#client/components/page-loading';
import { PageMessage, type PageMessageValue } from '#client/components/page-message';
import { useDocumentTitle } from '#client/components/use-document-title';
import { useTrips } from '#client/features/trips/api';
import { CreateTripActions } from '#client/features/trips/components/create-trip-actions';
import { CreatedTripMessage } from '#client/features/trips/components/created-trip-message';
import { TripCarousel } from '#client/features/trips/components/trip-carousel';
import { RequireUser } from '#client/components/require-user';
import { activeTrips, newestFirst } from '#client/features/trips/trip-lists';
import { useDeleteTripAction } from '#client/features/trips/use-delete-trip-action';
import { useWishlists } from '#client/features/wishlists/api';
import { WishlistsSection } from '#client/features/wishlists/components/wishlists-section';
import { useFavoriteActions } from '#client/features/wishlists/use-favorite-actions';
import { NO_TRIPS_MESSAGE } from '#client/features/trips/messages';
import { useI18n } from '#client/lib/i18n';

function Explore() {
  const trips = useTrips();
  const { t } = useI18n();
  const wishlists = useWishlists();
  const [message, setMessage] = useState<PageMessageValue | null>(null);
  const favorites = useFavoriteActions(setMessage);
  const deletion = useDeleteTripAction(setMessage);

  if (trips.isPending) return <PageLoading />;
  // The newest trip first, so a trip just created is the one the carousel shows.
  const active = trips.isError ? [] : newestFirst(activeTrips(trips.data));

  return (
    <>
      <CreatedTripMessage />
      <PageMessage message={message} onClose={() => setMessage(null)} />
      <CreateTripActions />
      <WishlistsSection wishlists={wishlists} showMessage={setMessage} marginBottom={5} />
      <Box component="section" aria-labelledby="explore-trips-heading">
        <Box
          sx={{
            display: 'flex',
            alignItems: 'baseline',
            justifyContent: 'space-between',
            gap: 2,
            mb: 2,
          }}
        >
          <Typography
            id="explore-trips-heading"
            component="h2"
            variant="h5"
            sx={{ fontWeight: 700 }}
          >
            {t('search.tripsHeading')}
          </Typography>
          <Button component={RouterLink} to="/view-all">
            {t('search.viewAll')}
          </Button>
        </Box>
        {trips.isError ? (
          <LoadError
            message={t('common.tripsLoadFailed')}
            onRetry={() => void trips.refetch()}
            isRetrying={trips.isFetching}
          />
        ) : active.length === 0 ? (
          <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
            <Typography>{NO_TRIPS_MESSAGE}</Typography>
          </Paper>
        ) : (
          <TripCarousel
            trips={active}
            label={t('search.tripCards')}
            onAddToWishlist={favorites.addToWishlist}
            onRemoveFavorite={favorites.removeFavorite}
            onDelete={deletion.deleteTrip}
            isBusy={(trip) => favorites.busyTripId === trip._id || deletion.busyTripId === trip._id}
          />
        )}
      </Box>
      {favorites.dialog}
    </>
  );
}

/** Explore: the wishlists, the trips carousel and Create. */
export function ExplorePage() {
  const { t } = useI18n();
  useDocumentTitle(t('search.exploreTitle'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' }, mb: 3 }}
      >
        {t('search.exploreTitle')}
      </Typography>
      <RequireUser>
        <Explore />
      </RequireUser>
    </Container>
  );
}

import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useParams } from 'react-router';
import { BackButton } from '#client/components/back-button';
import { LoadError } from '#client/components/load-error';
import { PageLoading } from '#client/components/page-loading';
import { PageMessage, type PageMessageValue } from '#client/components/page-message';
import { useDocumentTitle } from '#client/components/use-document-title';
import { ApiError, errorMessage } from '#client/lib/api-client';
import { ENGLISH, useI18n, type I18n } from '#client/lib/i18n';
import { RequireUser } from '#client/components/require-user';
import { CompareTripsSection } from '#client/features/compare/components/compare-trips';
import { TripCard } from '#client/features/trips/components/trip-card';
import { useDeleteTripAction } from '#client/features/trips/use-delete-trip-action';
import { useWishlist } from '#client/features/wishlists/api';
import { useFavoriteActions } from '#client/features/wishlists/use-favorite-actions';

/**
 * 'Error: ' and the server's message, or this screen's own text when the answer carried none
 * (docs/PRODUCT-RULES.md#fallback-texts).
 */
export function wishlistErrorText(error: unknown, t: I18n['t'] = ENGLISH.t): string {
  const message = errorMessage(error, '');
  return message ? t('wishlists.error', { message }) : t('wishlists.fetchFailed');
}

function WishlistDetail({ id }: { id: string }) {
  const { t } = useI18n();
  const wishlist = useWishlist(id);
  const [message, setMessage] = useState<PageMessageValue | null>(null);
  const favorites = useFavoriteActions(setMessage);
  const deletion = useDeleteTripAction(setMessage);
  useDocumentTitle(wishlist.data?.list_name ?? t('wishlists.documentTitle'));

  if (wishlist.isPending) return <PageLoading />;
  if (wishlist.isError) {
    // Another traveller's list answers 404 like a missing one; a malformed id, 400.
    const isMissing =
      wishlist.error instanceof ApiError &&
      (wishlist.error.status === 404 || wishlist.error.status === 400);
    return isMissing ? (
      <Typography component="h1" variant="h5" sx={{ fontWeight: 700 }}>
        {t('wishlists.noData')}
      </Typography>
    ) : (
      <LoadError
        message={wishlistErrorText(wishlist.error, t)}
        onRetry={() => void wishlist.refetch()}
        isRetrying={wishlist.isFetching}
      />
    );
  }

  const { list_name: listName, trips } = wishlist.data;
  return (
    <>
      <Typography
        component="h1"
        variant="h4"
        sx={{
          fontWeight: 700,
          fontSize: { xs: '1.75rem', sm: '2.125rem' },
          mb: 3,
          overflowWrap: 'anywhere',
        }}
      >
        {listName}
      </Typography>
      <PageMessage message={message} onClose={() => setMessage(null)} />
      {trips.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography>{t('wishlists.noTripsInList')}</Typography>
        </Paper>
      ) : (
        <>
          <CompareTripsSection wishlistId={id} />
          <Box
            component="ul"
            aria-label={t('wishlists.tripsIn', { list: listName })}
            sx={{
              listStyle: 'none',
              p: 0,
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
              gap: 2,
            }}
          >
            {trips.map((trip) => (
              <li key={trip._id}>
                <TripCard
                  trip={trip}
                  onAddToWishlist={favorites.addToWishlist}
                  onRemoveFavorite={favorites.removeFavorite}
                  onDelete={deletion.deleteTrip}
                  isBusy={favorites.busyTripId === trip._id || deletion.busyTripId === trip._id}
                  headingLevel="h2"
                />
              </li>
            ))}
          </Box>
        </>
      )}
      {favorites.dialog}
    </>
  );
}

/** Wishlist detail: the list's name and its trips, with Back to /explore. */
export function WishlistDetailPage() {
  const { id = '' } = useParams();
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <BackButton to="/explore" />
      <RequireUser>
        <WishlistDetail id={id} />
      </RequireUser>
    </Container>
  );
}

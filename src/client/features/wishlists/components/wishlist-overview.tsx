import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Wishlist } from '#shared/contracts/wishlists';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { FALLBACK_IMAGE, showFallbackImage } from '#client/components/fallback-image';
import type { PageMessageValue } from '#client/components/page-message';
import { ENGLISH, useI18n, type I18n } from '#client/lib/i18n';
import { useDeleteWishlist } from '../api';

/** Names the list, and says what deleting it does to its trips (docs/PRODUCT-RULES.md#favourites). */
export function deleteWishlistQuestion(listName: string, t: I18n['t'] = ENGLISH.t): string {
  return t('wishlists.deleteQuestion', { list: listName });
}

/** Up to four of the list's trip pictures, so a card shows what is in it. */
function WishlistMosaic({ wishlist }: { wishlist: Wishlist }) {
  const images = wishlist.trips.slice(0, 4);
  const pictures = images.length > 0 ? images : null;
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: images.length > 1 ? '1fr 1fr' : '1fr',
        gridAutoRows: images.length > 2 ? 80 : 160,
        gap: '2px',
        bgcolor: 'grey.200',
        height: 160,
        overflow: 'hidden',
      }}
    >
      {pictures ? (
        pictures.map((trip, index) => (
          <Box
            key={trip._id}
            component="img"
            src={trip.image_url}
            // Decorative: the card's name says what it is.
            alt=""
            onError={showFallbackImage}
            sx={{
              width: '100%',
              height: '100%',
              objectFit: 'cover',
              // Postcards carry the place name at the bottom; keep it in the short banner.
              objectPosition: 'bottom',
              gridRow: images.length === 3 && index === 0 ? 'span 2' : undefined,
            }}
          />
        ))
      ) : (
        <Box component="img" src={FALLBACK_IMAGE} alt="" sx={{ objectFit: 'cover' }} />
      )}
    </Box>
  );
}

interface WishlistOverviewProps {
  wishlists: Wishlist[];
  showMessage(message: PageMessageValue): void;
  headingLevel?: 'h2' | 'h3';
}

/**
 * Lists with trips as cards (their trips' pictures), lists without as rows
 * reading 'No trips available'; each can be deleted after a confirmation.
 */
export function WishlistOverview({
  wishlists,
  showMessage,
  headingLevel = 'h3',
}: WishlistOverviewProps) {
  const { t } = useI18n();
  const deleteWishlist = useDeleteWishlist();
  const [toDelete, setToDelete] = useState<Wishlist | null>(null);
  // Kept after closing, so the question does not go blank while the dialog fades out.
  const [question, setQuestion] = useState('');
  const withTrips = wishlists.filter((list) => list.trips.length > 0);
  const withoutTrips = wishlists.filter((list) => list.trips.length === 0);

  function handleConfirm() {
    const wishlist = toDelete;
    setToDelete(null);
    if (!wishlist) return;
    deleteWishlist.mutate(wishlist, {
      // The server's msg, "Wishlist deleted", in the traveller's language.
      onSuccess: () => showMessage({ severity: 'success', text: t('wishlists.deleted') }),
      // Wishlist errors are logged only; the list comes back (rollback).
      onError: (error) => console.warn('Deleting the wishlist failed:', error),
    });
  }

  const deleteButton = (wishlist: Wishlist) => (
    <IconButton
      aria-label={t('wishlists.deleteLabel', { list: wishlist.list_name })}
      onClick={() => {
        setQuestion(deleteWishlistQuestion(wishlist.list_name, t));
        setToDelete(wishlist);
      }}
      sx={{ color: 'error.main' }}
    >
      <DeleteOutlineIcon />
    </IconButton>
  );

  return (
    <Box>
      {withTrips.length > 0 ? (
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
          {withTrips.map((wishlist) => (
            <li key={wishlist._id}>
              <Card variant="outlined" sx={{ position: 'relative', height: '100%' }}>
                <CardActionArea component={RouterLink} to={`/wishlist-detail/${wishlist._id}`}>
                  <WishlistMosaic wishlist={wishlist} />
                  <CardContent sx={{ pr: 7 }}>
                    <Typography
                      component={headingLevel}
                      variant="subtitle1"
                      sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                    >
                      {wishlist.list_name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('wishlists.tripCount', { count: wishlist.trips.length })}
                    </Typography>
                  </CardContent>
                </CardActionArea>
                <Box sx={{ position: 'absolute', right: 8, bottom: 12 }}>
                  {deleteButton(wishlist)}
                </Box>
              </Card>
            </li>
          ))}
        </Box>
      ) : null}
      {withoutTrips.length > 0 ? (
        <Box
          component="ul"
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            mt: withTrips.length > 0 ? 2 : 0,
            display: 'grid',
            gap: 1,
          }}
        >
          {withoutTrips.map((wishlist) => (
            <li key={wishlist._id}>
              <Paper
                variant="outlined"
                sx={{ display: 'flex', alignItems: 'center', gap: 2, pl: 2, pr: 1, py: 1 }}
              >
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <Typography
                    component={headingLevel}
                    variant="subtitle1"
                    sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
                  >
                    <Box
                      component={RouterLink}
                      to={`/wishlist-detail/${wishlist._id}`}
                      sx={{ color: 'inherit' }}
                    >
                      {wishlist.list_name}
                    </Box>
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('wishlists.noTripsAvailable')}
                  </Typography>
                </Box>
                {deleteButton(wishlist)}
              </Paper>
            </li>
          ))}
        </Box>
      ) : null}
      <ConfirmDialog
        open={toDelete !== null}
        question={question}
        onCancel={() => setToDelete(null)}
        onConfirm={handleConfirm}
      />
    </Box>
  );
}

import FavoriteIcon from '@mui/icons-material/Favorite';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { Trip } from '#shared/contracts/trips';
import { isTripOwner, type TripRole } from '#shared/domain/roles';
import { ENGLISH, useI18n, type I18n, type MessageKey } from '#client/lib/i18n';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { formatTripDates } from '../format-trip-dates';
import { showFallbackImage } from '#client/components/fallback-image';

/** A dark amber for "Shared by…": the theme's amber is for fills, too light for text (WCAG AA). */
export const SHARED_TEXT_COLOUR = '#7a4d00';

const ROLE_LABELS: Record<TripRole, MessageKey> = {
  owner: 'trips.roleOwner',
  editor: 'trips.roleEditor',
  viewer: 'trips.roleViewer',
};

/**
 * "Shared by Ada · Viewer" for a trip shared with the caller; null for their own. With
 * `readOnly`, it adds that the caller can look but not change.
 */
export function sharedByText(
  trip: Pick<Trip, 'role' | 'owner'>,
  t: I18n['t'] = ENGLISH.t,
  readOnly = false,
): string | null {
  if (isTripOwner(trip.role)) return null;
  const values = { name: trip.owner.fname, role: t(ROLE_LABELS[trip.role]) };
  return t(readOnly ? 'trips.sharedByReadOnly' : 'trips.sharedBy', values);
}

interface TripCardProps {
  trip: Trip;
  /** Heart on a trip that is not a favourite: opens the Add to Wishlist dialog. */
  onAddToWishlist?(trip: Trip): void;
  /** Heart or Unfavourite on a favourite trip. */
  onRemoveFavorite?(trip: Trip): void;
  onDelete(trip: Trip): void;
  /** The confirmation's question; "Do you want to delete this trip?" in the traveller's language. */
  deleteQuestion?: string;
  isBusy?: boolean;
  /** Heading level of the address, so each screen keeps its outline (docs/PRODUCT-RULES.md#every-device). */
  headingLevel?: 'h2' | 'h3' | 'h4';
}

/**
 * A trip card: image, address, dates, who shared it, the favourite heart, View and (for its
 * owner) Delete.
 */
export function TripCard({
  trip,
  onAddToWishlist,
  onRemoveFavorite,
  onDelete,
  deleteQuestion,
  isBusy = false,
  headingLevel = 'h3',
}: TripCardProps) {
  const i18n = useI18n();
  const { t, f } = i18n;
  const titleId = useId();
  const [isConfirming, setIsConfirming] = useState(false);
  const hasHeart = onAddToWishlist !== undefined || onRemoveFavorite !== undefined;
  const dates = formatTripDates(trip, undefined, i18n);
  const sharedBy = sharedByText(trip, t);

  function handleHeartClick() {
    if (trip.isFavorite) onRemoveFavorite?.(trip);
    else onAddToWishlist?.(trip);
  }

  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      variant="outlined"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <Box sx={{ position: 'relative' }}>
        <CardMedia
          component="img"
          image={trip.image_url}
          alt={trip.trip_location}
          // A carousel shows a few cards of many: the others' photos load as they scroll in.
          loading="lazy"
          onError={showFallbackImage}
          // Place photos are 16:10 postcards; this keeps their name in view.
          sx={{ aspectRatio: '16 / 10', objectFit: 'cover', bgcolor: 'grey.200' }}
        />
        {hasHeart ? (
          <IconButton
            onClick={handleHeartClick}
            disabled={isBusy}
            aria-label={t(trip.isFavorite ? 'trips.removeFromFavourites' : 'trips.addToWishlist')}
            aria-pressed={trip.isFavorite}
            data-favorite={trip.isFavorite}
            sx={{
              position: 'absolute',
              top: 8,
              right: 8,
              bgcolor: 'rgba(255,255,255,0.92)',
              boxShadow: 1,
              color: trip.isFavorite ? '#d32f2f' : 'grey.500',
              '&:hover': { bgcolor: '#ffffff' },
            }}
          >
            <FavoriteIcon />
          </IconButton>
        ) : null}
      </Box>
      <CardContent sx={{ flexGrow: 1, pb: 1 }}>
        <Typography
          id={titleId}
          component={headingLevel}
          variant="subtitle1"
          sx={{ fontWeight: 600, lineHeight: 1.3 }}
        >
          {trip.location_address}
        </Typography>
        {dates ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {dates}
          </Typography>
        ) : null}
        {sharedBy ? (
          <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600, color: SHARED_TEXT_COLOUR }}>
            {sharedBy}
          </Typography>
        ) : null}
        {trip.plannedTotal ? (
          <Typography variant="body2" sx={{ mt: 0.5, fontWeight: 600 }}>
            {t('trips.planned', { amount: f.money(trip.plannedTotal) })}
          </Typography>
        ) : null}
        {trip.wishlist ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('trips.inWishlist', { list: trip.wishlist.list_name })}
          </Typography>
        ) : null}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, pt: 0, flexWrap: 'wrap', gap: 1 }}>
        <Button
          component={RouterLink}
          to={`/trips/${trip._id}`}
          state={{ trip }}
          variant="contained"
          size="small"
        >
          {t('trips.view')}
        </Button>
        {/* Only the owner deletes a trip (docs/PRODUCT-RULES.md#roles). */}
        {isTripOwner(trip.role) ? (
          <Button
            onClick={() => setIsConfirming(true)}
            color="error"
            variant="outlined"
            size="small"
            disabled={isBusy}
            sx={{ ml: '0 !important' }}
          >
            {t('trips.delete')}
          </Button>
        ) : null}
        {trip.isFavorite && onRemoveFavorite ? (
          <Button
            onClick={() => onRemoveFavorite(trip)}
            size="small"
            disabled={isBusy}
            sx={{ ml: '0 !important' }}
          >
            {t('trips.unfavourite')}
          </Button>
        ) : null}
      </CardActions>
      <ConfirmDialog
        open={isConfirming}
        question={deleteQuestion ?? t('trips.deleteQuestion')}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => {
          setIsConfirming(false);
          onDelete(trip);
        }}
      />
    </Card>
  );
}

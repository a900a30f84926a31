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
import { formatMoney } from '#shared/domain/money';
import { isTripOwner, TRIP_ROLE_LABELS } from '#shared/domain/roles';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { formatTripDates } from '../format-trip-dates';
import { showFallbackImage } from '#client/components/fallback-image';

export const DELETE_TRIP_QUESTION = 'Do you want to delete this trip?';
export const DELETE_POST_QUESTION = 'Do you want to delete this post?';

/** A dark amber for "Shared by…": the theme's amber is for fills, too light for text (WCAG AA). */
export const SHARED_TEXT_COLOUR = '#7a4d00';

/** "Shared by Ada · Viewer" for a trip shared with the caller; null for their own. */
export function sharedByText(trip: Pick<Trip, 'role' | 'owner'>): string | null {
  if (isTripOwner(trip.role)) return null;
  return `Shared by ${trip.owner.fname} · ${TRIP_ROLE_LABELS[trip.role]}`;
}

interface TripCardProps {
  trip: Trip;
  /** Heart on a trip that is not a favourite: opens the Add to Wishlist dialog. */
  onAddToWishlist?(trip: Trip): void;
  /** Heart or Unfavourite on a favourite trip. */
  onRemoveFavorite?(trip: Trip): void;
  onDelete(trip: Trip): void;
  /** The confirmation's question. */
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
  deleteQuestion = DELETE_TRIP_QUESTION,
  isBusy = false,
  headingLevel = 'h3',
}: TripCardProps) {
  const titleId = useId();
  const [isConfirming, setIsConfirming] = useState(false);
  const hasHeart = onAddToWishlist !== undefined || onRemoveFavorite !== undefined;
  const dates = formatTripDates(trip);
  const sharedBy = sharedByText(trip);

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
            aria-label={trip.isFavorite ? 'Remove from favourites' : 'Add to wishlist'}
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
            Planned {formatMoney(trip.plannedTotal)}
          </Typography>
        ) : null}
        {trip.wishlist ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            In {trip.wishlist.list_name}
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
          View
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
            Delete
          </Button>
        ) : null}
        {trip.isFavorite && onRemoveFavorite ? (
          <Button
            onClick={() => onRemoveFavorite(trip)}
            size="small"
            disabled={isBusy}
            sx={{ ml: '0 !important' }}
          >
            Unfavourite
          </Button>
        ) : null}
      </CardActions>
      <ConfirmDialog
        open={isConfirming}
        question={deleteQuestion}
        onCancel={() => setIsConfirming(false)}
        onConfirm={() => {
          setIsConfirming(false);
          onDelete(trip);
        }}
      />
    </Card>
  );
}

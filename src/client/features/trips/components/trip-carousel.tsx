import Box from '@mui/material/Box';
import type { Trip } from '#shared/contracts/trips';
import { Carousel } from '#client/components/carousel';
import { TripCard } from './trip-card';

interface TripCarouselProps {
  trips: readonly Trip[];
  /** The carousel's accessible name. */
  label: string;
  onAddToWishlist(trip: Trip): void;
  onRemoveFavorite(trip: Trip): void;
  onDelete(trip: Trip): void;
  isBusy(trip: Trip): boolean;
  headingLevel?: 'h3' | 'h4';
}

/** Trip cards one at a time. */
export function TripCarousel({
  trips,
  label,
  isBusy,
  headingLevel,
  ...handlers
}: TripCarouselProps) {
  return (
    <Box sx={{ maxWidth: 560 }}>
      <Carousel label={label}>
        {trips.map((trip) => (
          <TripCard
            key={trip._id}
            trip={trip}
            {...handlers}
            isBusy={isBusy(trip)}
            {...(headingLevel ? { headingLevel } : {})}
          />
        ))}
      </Carousel>
    </Box>
  );
}

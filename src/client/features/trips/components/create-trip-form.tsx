import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardMedia from '@mui/material/CardMedia';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { errorMessage } from '#client/lib/api-client';
import { useI18n } from '#client/lib/i18n';
import type { CreatedTrip } from './created-trip-message';
import { useSession } from '#client/app/session';
import { useCreateTrip } from '../api';
import { FALLBACK_IMAGE, showFallbackImage } from '#client/components/fallback-image';
import { TripDatesFields, tripDatesError, type TripDates } from './trip-dates-fields';

/** A place picked on the Search screen, ready to become a trip. */
export interface ChosenPlace {
  formattedAddress: string;
  displayName: string;
  /** A stable URL of ours for the place's photo, or null when it has none. */
  photoUri: string | null;
  /** Photo authors to credit (Google requires it). */
  photoCredits: string[];
  /** Credit for the place data, e.g. 'Place data © GeoNames, CC BY 4.0'. */
  attribution: string;
}

interface CreateTripFormProps {
  place: ChosenPlace | null;
  heading: string;
  /** Shown under the address: the trip suggestion. */
  children?: ReactNode;
}

/**
 * The 'Create your trip' panel: photo, address, suggestion, optional
 * dates and Create, which creates the trip and goes to /explore.
 */
export function CreateTripForm({ place, heading, children }: CreateTripFormProps) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const { session } = useSession();
  const createTrip = useCreateTrip();
  const [dates, setDates] = useState<TripDates>({ trip_start: '', trip_end: '' });
  const [error, setError] = useState<string | null>(null);
  const datesError = tripDatesError(dates, t);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (datesError) {
      // The wrong field is marked; the traveller lands on it.
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    if (!place || createTrip.isPending) return;
    setError(null);
    try {
      const created = await createTrip.mutateAsync({
        user_email: session.status === 'authenticated' ? session.user.email : undefined,
        location_address: place.formattedAddress,
        image_url: place.photoUri ?? FALLBACK_IMAGE,
        trip_location: place.displayName,
        trip_start: dates.trip_start || null,
        trip_end: dates.trip_end || null,
        within_trips: [],
        isFavorite: false,
      });
      // Explore names the new trip, with a link to it (see `CreatedTripMessage`).
      const createdTrip: CreatedTrip = {
        _id: created._id,
        name: created.trip_location || created.location_address,
      };
      await navigate('/explore', { state: { createdTrip } });
    } catch (failure) {
      // The server's msg, or this screen's own text (docs/PRODUCT-RULES.md#fallback-texts).
      setError(errorMessage(failure, t('trips.createError')));
    }
  }

  return (
    <Card
      component="form"
      noValidate
      onSubmit={(event) => void handleSubmit(event)}
      aria-labelledby="create-trip-heading"
      variant="outlined"
      sx={{ overflow: 'hidden' }}
    >
      <Box sx={{ position: 'relative', bgcolor: 'grey.200' }}>
        {place ? (
          <CardMedia
            component="img"
            image={place.photoUri ?? FALLBACK_IMAGE}
            alt={place.displayName}
            onError={showFallbackImage}
            sx={{ aspectRatio: '16 / 10', objectFit: 'cover' }}
          />
        ) : (
          <Box
            sx={{
              height: { xs: 120, sm: 160 },
              display: 'grid',
              placeItems: 'center',
              color: 'text.secondary',
            }}
          >
            <Typography>{t('trips.pickPlacePhoto')}</Typography>
          </Box>
        )}
        {place && place.photoCredits.length > 0 ? (
          <Typography
            variant="caption"
            sx={{
              position: 'absolute',
              right: 0,
              bottom: 0,
              px: 1,
              bgcolor: 'rgba(0,0,0,0.55)',
              color: '#fff',
            }}
          >
            {t('trips.photoCredit', { authors: place.photoCredits.join(', ') })}
          </Typography>
        ) : null}
      </Box>
      <CardContent>
        <Stack spacing={2}>
          <Box>
            <Typography
              id="create-trip-heading"
              component="h2"
              variant="h6"
              sx={{ fontWeight: 700 }}
            >
              {heading}
            </Typography>
            {place ? (
              <>
                <Typography sx={{ fontWeight: 600 }}>{place.formattedAddress}</Typography>
                <Typography variant="caption" color="text.secondary">
                  {place.attribution}
                </Typography>
              </>
            ) : null}
          </Box>
          {children}
          <TripDatesFields value={dates} onChange={setDates} error={datesError} />
          {error ? (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          ) : null}
          <Box>
            <Button
              type="submit"
              variant="contained"
              size="large"
              disabled={!place || createTrip.isPending}
              sx={{ minWidth: 160 }}
            >
              {t('trips.create')}
            </Button>
          </Box>
        </Stack>
      </CardContent>
    </Card>
  );
}

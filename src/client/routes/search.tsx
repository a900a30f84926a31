import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { BackButton } from '#client/components/back-button';
import { PageLoading } from '#client/components/page-loading';
import { useDocumentTitle } from '#client/components/use-document-title';
import { newSessionToken, usePlace } from '#client/features/places/api';
import {
  PlaceAutocomplete,
  type PlaceSuggestion,
} from '#client/features/places/components/place-autocomplete';
import { TripSuggestionList } from '#client/features/suggestions/components/trip-suggestion-list';
import {
  CreateTripForm,
  type ChosenPlace,
} from '#client/features/trips/components/create-trip-form';
import { RequireUser } from '#client/components/require-user';
import { useI18n } from '#client/lib/i18n';

/**
 * Search a place, then create a trip for it. Search shows the 'Create your trip' panel once a
 * place is picked; /add shows the whole form from the start (docs/PRODUCT-RULES.md#trip-dates).
 */
export function TripPlanner({ variant }: { variant: 'search' | 'add' }) {
  const [sessionToken, setSessionToken] = useState(newSessionToken);
  const { t } = useI18n();
  const [picked, setPicked] = useState<PlaceSuggestion | null>(null);
  const place = usePlace(picked?.placeId ?? null, sessionToken);

  function handlePick(next: PlaceSuggestion | null) {
    setPicked(next);
    // A pick ends the search session; the next search starts a new one.
    if (next) setSessionToken(newSessionToken());
  }

  const chosen: ChosenPlace | null = place.data
    ? {
        formattedAddress: place.data.details.formattedAddress,
        displayName: place.data.details.displayName,
        photoUri: place.data.picture?.photoUri ?? null,
        photoCredits: (place.data.picture?.authorAttributions ?? []).map(
          (author) => author.displayName,
        ),
        attribution: place.data.details.attribution,
      }
    : null;

  const status =
    picked && place.isPending ? (
      <PageLoading />
    ) : picked && place.isError ? (
      <Alert severity="warning">{t('search.placeFailed')}</Alert>
    ) : null;

  return (
    <Stack spacing={3}>
      <PlaceAutocomplete
        sessionToken={sessionToken}
        onPick={handlePick}
        autoFocus={variant === 'search'}
        label={variant === 'search' ? t('search.searchLabel') : t('search.placeLabel')}
      />
      {status}
      {variant === 'add' || chosen ? (
        <CreateTripForm place={chosen} heading={t('search.createHeading')}>
          {chosen ? <TripSuggestionList location={chosen.formattedAddress} /> : null}
        </CreateTripForm>
      ) : null}
    </Stack>
  );
}

export function SearchPage() {
  const { t } = useI18n();
  useDocumentTitle(t('search.documentTitle'));
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 4 } }}>
      <BackButton to="/my-trip" />
      <Box sx={{ mb: 3 }}>
        <Typography
          component="h1"
          variant="h4"
          sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}
        >
          {t('search.heading')}
        </Typography>
      </Box>
      <RequireUser>
        <TripPlanner variant="search" />
      </RequireUser>
    </Container>
  );
}

import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadError } from '#client/components/load-error';
import { PageLoading } from '#client/components/page-loading';
import { PageMessage, type PageMessageValue } from '#client/components/page-message';
import { useDocumentTitle } from '#client/components/use-document-title';
import { useTrips } from '#client/features/trips/api';
import { RequireUser } from '#client/components/require-user';
import { TripCard } from '#client/features/trips/components/trip-card';
import { TripYearGroups } from '#client/features/trips/components/trip-year-groups';
import { useI18n } from '#client/lib/i18n';
import { previousTripGroups, previousTrips } from '#client/features/trips/trip-lists';
import { useDeleteTripAction } from '#client/features/trips/use-delete-trip-action';

function PreviousTrips() {
  const { t } = useI18n();
  const trips = useTrips();
  const [message, setMessage] = useState<PageMessageValue | null>(null);
  const deletion = useDeleteTripAction(setMessage);

  if (trips.isPending) return <PageLoading />;
  if (trips.isError) {
    return (
      <LoadError
        message={t('trips.previousLoadFailed')}
        onRetry={() => void trips.refetch()}
        isRetrying={trips.isFetching}
      />
    );
  }
  const previous = previousTrips(trips.data);

  return (
    <>
      <PageMessage message={message} onClose={() => setMessage(null)} />
      {previous.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography>{t('trips.noPreviousTrips')}</Typography>
        </Paper>
      ) : (
        <TripYearGroups
          groups={previousTripGroups(previous)}
          renderTrip={(trip) => (
            <TripCard
              trip={trip}
              onDelete={deletion.deleteTrip}
              deleteQuestion={t('trips.deletePostQuestion')}
              isBusy={deletion.busyTripId === trip._id}
            />
          )}
        />
      )}
    </>
  );
}

/** Trips that ended before today (docs/PRODUCT-RULES.md#active-previous), by end year, newest first. */
export function PreviousTripsPage() {
  const { t } = useI18n();
  useDocumentTitle(t('trips.previousTrips'));
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' }, mb: 3 }}
      >
        {t('trips.previousTrips')}
      </Typography>
      <RequireUser>
        <PreviousTrips />
      </RequireUser>
    </Container>
  );
}

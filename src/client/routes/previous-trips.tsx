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
import { DELETE_POST_QUESTION, TripCard } from '#client/features/trips/components/trip-card';
import { TripYearGroups } from '#client/features/trips/components/trip-year-groups';
import { NO_PREVIOUS_TRIPS_MESSAGE } from '#client/features/trips/messages';
import { previousTripGroups, previousTrips } from '#client/features/trips/trip-lists';
import { useDeleteTripAction } from '#client/features/trips/use-delete-trip-action';

function PreviousTrips() {
  const trips = useTrips();
  const [message, setMessage] = useState<PageMessageValue | null>(null);
  const deletion = useDeleteTripAction(setMessage);

  if (trips.isPending) return <PageLoading />;
  if (trips.isError) {
    return (
      <LoadError
        message="Your previous trips could not be loaded."
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
          <Typography>{NO_PREVIOUS_TRIPS_MESSAGE}</Typography>
        </Paper>
      ) : (
        <TripYearGroups
          groups={previousTripGroups(previous)}
          renderTrip={(trip) => (
            <TripCard
              trip={trip}
              onDelete={deletion.deleteTrip}
              deleteQuestion={DELETE_POST_QUESTION}
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
  useDocumentTitle('Previous trips');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 2, sm: 4 } }}>
      <Typography
        component="h1"
        variant="h4"
        sx={{ fontWeight: 700, fontSize: { xs: '1.75rem', sm: '2.125rem' }, mb: 3 }}
      >
        Previous trips
      </Typography>
      <RequireUser>
        <PreviousTrips />
      </RequireUser>
    </Container>
  );
}

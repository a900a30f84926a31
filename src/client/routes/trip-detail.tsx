import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useEffect, useState } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useParams } from 'react-router';
import { tripSchema, type Trip } from '#shared/contracts/trips';
import { canEditTrip, isTripOwner } from '#shared/domain/roles';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { DrawnWhenNear } from '#client/components/drawn-when-near';
import { PageLoading } from '#client/components/page-loading';
import { PageMessage, type PageMessageValue } from '#client/components/page-message';
import { useDocumentTitle } from '#client/components/use-document-title';
import { ApiError, errorMessage } from '#client/lib/api-client';
import { useDrawnInSlices } from '#client/lib/drawn-in-slices';
import { useTripLiveUpdates } from '#client/lib/use-trip-live-updates';
import { lazyNamed } from '#client/lib/lazy-named';
import { inOwnTasks } from '#client/lib/in-own-tasks';
import { PlaceMap } from '#client/components/map/place-map';
import type { PlanPoint } from '#client/features/plan/plan-order';
import { CostPanel } from '#client/features/costs/components/cost-panel';
import { newSessionToken } from '#client/features/places/api';
import { useTrip } from '#client/features/trips/api';
import { RequireUser } from '#client/components/require-user';
import { EditTripDialog } from '#client/features/trips/components/edit-trip-dialog';
import { useI18n } from '#client/lib/i18n';
import { useDeleteTripAction } from '#client/features/trips/use-delete-trip-action';
import { useFavoriteActions } from '#client/features/wishlists/use-favorite-actions';
import { WatchTripButton } from '#client/features/watches/components/watch-trip-button';
import { TripOverview } from './trip-overview';
import { InTurn, Part, PartsInTurn, useFocusPartOnJump, usePartsReadAhead } from './trip-parts';

/*
 * The parts below the overview, each its own module, fetched as the page is drawn: the overview
 * waits for none of them, and each part shows once its module has come (docs/PERFORMANCE.md).
 */
const TripPlan = lazyNamed(
  () => import('#client/features/plan/components/trip-plan'),
  (module) => module.TripPlan,
);
const BookingsPart = lazyNamed(
  () => import('#client/features/bookings/components/bookings-part'),
  (module) => module.BookingsPart,
);
const CalendarLink = lazyNamed(
  () => import('#client/features/calendar/components/calendar-link'),
  (module) => module.CalendarLink,
);
const TripTravellers = lazyNamed(
  () => import('#client/features/companions/components/trip-travellers'),
  (module) => module.TripTravellers,
);
const TravelTogether = lazyNamed(
  () => import('#client/features/companions/components/travel-together'),
  (module) => module.TravelTogether,
);
const ThingsToDo = lazyNamed(
  () => import('#client/features/things-to-do/things-to-do'),
  (module) => module.ThingsToDo,
);
const CompareDatesSection = lazyNamed(
  () => import('#client/features/compare/components/compare-dates'),
  (module) => module.CompareDatesSection,
);
const ComparePlacesSection = lazyNamed(
  () => import('#client/features/compare/components/compare-places'),
  (module) => module.ComparePlacesSection,
);
const FunPlaces = lazyNamed(
  () => import('#client/features/suggestions/components/fun-places'),
  (module) => module.FunPlaces,
);
const PlaceAutocomplete = lazyNamed(
  () => import('#client/features/places/components/place-autocomplete'),
  (module) => module.PlaceAutocomplete,
);

/** The parts' modules, loaded at once, though each part is drawn in turn (`PartsInTurn`). */
const PART_MODULES = [
  TripPlan,
  BookingsPart,
  CalendarLink,
  TripTravellers,
  TravelTogether,
  ThingsToDo,
  CompareDatesSection,
  ComparePlacesSection,
  FunPlaces,
];

/** Back goes where the traveller came from; opened directly, it goes to My trips. */
function HistoryBackButton() {
  const { t, dir } = useI18n();
  const navigate = useNavigate();
  const location = useLocation();
  // The router gives the first entry of a tab the key 'default'.
  const hasHistory = location.key !== 'default';
  return (
    <Button
      // The arrow points back the way the page reads: to the right in Arabic.
      startIcon={<ArrowBackIcon sx={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />}
      onClick={() => void (hasHistory ? navigate(-1) : navigate('/my-trip'))}
      sx={{ mb: 2 }}
    >
      {t('trips.back')}
    </Button>
  );
}

/** The trip a card passed along in the history state, if it is one. */
function usePassedTrip(): Trip | undefined {
  const { state } = useLocation() as { state: unknown };
  const parsed = tripSchema.safeParse((state as { trip?: unknown } | null)?.trip);
  return parsed.success ? parsed.data : undefined;
}

function TripDetail({ id }: { id: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  const trip = useTrip(id, usePassedTrip());
  // A companion's change shows at once, from the live stream.
  useTripLiveUpdates(id);
  // Held here, not in the view: the refetch after a delete answers 404 and unmounts the view,
  // and the delete must still go on to My trips (it reports only a success).
  const deletion = useDeleteTripAction(() => void navigate('/my-trip'));
  const shown = useDrawnInSlices(trip.data);
  // With the trip, not after it: the parts' modules are fetched while it is read, each asked for
  // in a task of its own.
  useEffect(() => inOwnTasks(PART_MODULES.map((part) => part.preload)), []);
  useDocumentTitle(
    trip.data ? trip.data.trip_location || trip.data.location_address : t('trips.trip'),
  );
  if (trip.isPending || deletion.busyTripId === id) return <PageLoading />;
  // Another traveller's trip answers 404 like a missing one (docs/PRODUCT-RULES.md#ownership); a
  // malformed id, 400. A trip that goes while shown (deleted, or the traveller removed) says so on
  // the next re-read; any other failed re-read keeps what is shown.
  const isMissing =
    trip.error instanceof ApiError && (trip.error.status === 404 || trip.error.status === 400);
  if (trip.isError && (isMissing || trip.data === undefined || trip.isPlaceholderData)) {
    return isMissing ? (
      <>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 700, mb: 1 }}>
          {t('trips.notFound')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t('trips.notFoundHint')}
        </Typography>
        <Button component={RouterLink} to="/my-trip" variant="contained">
          {t('trips.goToMyTrips')}
        </Button>
      </>
    ) : (
      <Alert severity="error" role="alert">
        {errorMessage(trip.error, t('trips.loadOneFailed'))}
      </Alert>
    );
  }
  return shown ? <TripView trip={shown} onDelete={deletion.deleteTrip} /> : <PageLoading />;
}

function TripView({ trip, onDelete }: { trip: Trip; onDelete(trip: Trip): void }) {
  const { t } = useI18n();
  const [message, setMessage] = useState<PageMessageValue | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const favorites = useFavoriteActions(setMessage);
  const isBusy = favorites.busyTripId === trip._id;
  // What the caller may do follows their role (docs/PRODUCT-RULES.md#roles); the server refuses
  // the rest anyway.
  const canEdit = canEditTrip(trip.role);
  const isOwner = isTripOwner(trip.role);
  useFocusPartOnJump();
  usePartsReadAhead(trip);

  return (
    <PartsInTurn>
      <Stack spacing={3}>
        <PageMessage message={message} onClose={() => setMessage(null)} />
        <TripOverview
          trip={trip}
          isBusy={isBusy}
          canEdit={canEdit}
          isOwner={isOwner}
          onFavorite={() =>
            trip.isFavorite ? favorites.removeFavorite(trip) : favorites.addToWishlist(trip)
          }
          onEdit={() => setIsEditing(true)}
          onDelete={() => setIsConfirmingDelete(true)}
          watchAction={<WatchTripButton tripId={trip._id} currency={trip.currency} />}
        />
        <Part id="costs">
          <CostPanel
            tripId={trip._id}
            currency={trip.currency}
            hasDates={trip.trip_start !== null && trip.trip_end !== null}
            {...(canEdit ? { onSetBudget: () => setIsEditing(true) } : {})}
            canEdit={canEdit}
          />
        </Part>
        <Part id="plan">
          <Stack spacing={3}>
            <TripPlan
              tripId={trip._id}
              tripStart={trip.trip_start}
              tripEnd={trip.trip_end}
              renderMap={(points) => <PlanMap points={points} />}
              canEdit={canEdit}
            />
            {/* Each drawn in a turn of its own after the plan, each with its own reads. */}
            <InTurn turn="calendar">
              {/* Owner only: the link shows the plan to whoever holds it. */}
              {isOwner ? <CalendarLink tripId={trip._id} /> : null}
            </InTurn>
            <InTurn turn="travellers">
              <TripTravellers tripId={trip._id} role={trip.role} />
            </InTurn>
            <InTurn turn="travel-together">
              {isOwner ? <TravelTogether tripId={trip._id} /> : null}
            </InTurn>
          </Stack>
        </Part>
        <Part id="bookings">
          <BookingsPart tripId={trip._id} currency={trip.currency} canEdit={canEdit} />
        </Part>
        <Part id="things-to-do">
          <ThingsToDo tripId={trip._id} />
        </Part>
        <Part id="dates">
          <CompareDatesSection
            tripId={trip._id}
            tripStart={trip.trip_start}
            tripEnd={trip.trip_end}
          />
        </Part>
        <Part id="places">
          <ComparePlacesSection
            tripId={trip._id}
            renderPlacePicker={(onPick, { autoFocus }) => (
              <ComparePlacePicker onPick={onPick} autoFocus={autoFocus} />
            )}
          />
        </Part>
        <Part id="suggestions">
          <FunPlaces location={trip.location_address} />
        </Part>
        <EditTripDialog
          open={isEditing}
          trip={trip}
          onClose={() => setIsEditing(false)}
          onSaved={(text) => setMessage({ severity: 'success', text })}
        />
        <ConfirmDialog
          open={isConfirmingDelete}
          question={t('trips.deleteQuestion')}
          onCancel={() => setIsConfirmingDelete(false)}
          onConfirm={() => {
            setIsConfirmingDelete(false);
            onDelete(trip);
          }}
        />
        {favorites.dialog}
      </Stack>
    </PartsInTurn>
  );
}

/** The plan's things to do on a map: a colour and a line per day, ideas as plain dots. */
function PlanMap({ points }: { points: PlanPoint[] }) {
  const { t } = useI18n();
  return (
    <PlaceMap
      label={t('trips.planMap')}
      points={points.map((point) => ({
        id: point.itemId,
        name: point.name,
        lat: point.lat,
        lng: point.lng,
        group: point.dayIndex,
        order: point.dayIndex === null || point.isBooking ? null : point.order,
      }))}
    />
  );
}

/** The place search, for adding a place to compare; each pick ends its search session. */
function ComparePlacePicker({
  onPick,
  autoFocus,
}: {
  onPick(label: string): void;
  autoFocus: boolean;
}) {
  const { t } = useI18n();
  const [sessionToken] = useState(newSessionToken);
  // Drawn near the screen: the search field measures the page as it is drawn, which on the first
  // draw would hold the whole trip page's layout in one task. While its module loads, only its
  // own place waits, never the comparison around it.
  return (
    <DrawnWhenNear height={56}>
      <Suspense fallback={<Box sx={{ height: 56 }} />}>
        <PlaceAutocomplete
          sessionToken={sessionToken}
          label={t('trips.addPlaceToCompare')}
          autoFocus={autoFocus}
          onPick={(place) => {
            if (place) onPick(place.description);
          }}
        />
      </Suspense>
    </DrawnWhenNear>
  );
}

export function TripDetailPage() {
  const { id = '' } = useParams();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, sm: 4 } }}>
      <HistoryBackButton />
      <RequireUser>
        <TripDetail id={id} />
      </RequireUser>
    </Container>
  );
}

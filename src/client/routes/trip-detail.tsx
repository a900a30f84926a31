import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteIcon from '@mui/icons-material/Favorite';
import GroupIcon from '@mui/icons-material/Group';
import SavingsIcon from '@mui/icons-material/Savings';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import {
  NavigationType,
  Link as RouterLink,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
} from 'react-router';
import { tripSchema, type Trip } from '#shared/contracts/trips';
import { formatMoney } from '#shared/domain/money';
import { canEditTrip, isTripOwner } from '#shared/domain/roles';
import { ConfirmDialog } from '#client/components/confirm-dialog';
import { DrawnWhenNear } from '#client/components/drawn-when-near';
import { PageLoading } from '#client/components/page-loading';
import { PageMessage, type PageMessageValue } from '#client/components/page-message';
import { useDocumentTitle } from '#client/components/use-document-title';
import { ApiError, errorMessage } from '#client/lib/api-client';
import { useDrawnInSlices } from '#client/lib/drawn-in-slices';
import { lazyNamed } from '#client/lib/lazy-named';
import { PlaceMap } from '#client/components/map/place-map';
import { planQuery } from '#client/features/plan/api';
import type { PlanPoint } from '#client/features/plan/plan-order';
import { CostPanel } from '#client/features/costs/components/cost-panel';
import { compareDatesQuery } from '#client/features/compare/api';
import { newSessionToken } from '#client/features/places/api';
import { useTrip } from '#client/features/trips/api';
import { RequireUser } from '#client/components/require-user';
import { EditTripDialog } from '#client/features/trips/components/edit-trip-dialog';
import {
  DELETE_TRIP_QUESTION,
  SHARED_TEXT_COLOUR,
  sharedByText,
} from '#client/features/trips/components/trip-card';
import { useDeleteTripAction } from '#client/features/trips/use-delete-trip-action';
import { useFavoriteActions } from '#client/features/wishlists/use-favorite-actions';
import { showFallbackImage } from '#client/components/fallback-image';
import { WeatherBox } from '#client/features/weather/components/weather-box';
import { TypicalWeatherBox } from '#client/features/weather/components/typical-weather-box';
import { isMoreThanTwoWeeksAway } from '#client/features/weather/weather-display';
import { calendarYear, formatMonthDay, localCalendarDate } from '#shared/domain/calendar-date';

export const TRIP_NOT_FOUND = 'Trip not found';

/*
 * The parts below the overview, each its own module, loaded as the part comes near the screen:
 * opening a trip on a phone then runs only the code of what it shows (docs/PERFORMANCE.md).
 */
const TripPlan = lazyNamed(
  () => import('#client/features/plan/components/trip-plan'),
  (module) => module.TripPlan,
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

/** Back goes where the traveller came from; opened directly, it goes to My trips. */
function HistoryBackButton() {
  const navigate = useNavigate();
  const location = useLocation();
  // The router gives the first entry of a tab the key 'default'.
  const hasHistory = location.key !== 'default';
  return (
    <Button
      startIcon={<ArrowBackIcon />}
      onClick={() => void (hasHistory ? navigate(-1) : navigate('/my-trip'))}
      sx={{ mb: 2 }}
    >
      Back
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
  const navigate = useNavigate();
  const trip = useTrip(id, usePassedTrip());
  // Held here, not in the view: the refetch after a delete answers 404 and unmounts the view,
  // and the delete must still go on to My trips (it reports only a success).
  const deletion = useDeleteTripAction(() => void navigate('/my-trip'));
  const shown = useDrawnInSlices(trip.data);
  useDocumentTitle(trip.data ? trip.data.trip_location || trip.data.location_address : 'Trip');
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
          {TRIP_NOT_FOUND}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          It may have been deleted, or the link may be wrong.
        </Typography>
        <Button component={RouterLink} to="/my-trip" variant="contained">
          Go to My trips
        </Button>
      </>
    ) : (
      <Alert severity="error" role="alert">
        {errorMessage(trip.error, 'The trip could not be loaded. Please try again.')}
      </Alert>
    );
  }
  return shown ? <TripView trip={shown} onDelete={deletion.deleteTrip} /> : <PageLoading />;
}

/** The trip page's parts after the overview, each a link: `/trips/{id}#costs`. */
export const TRIP_PARTS = [
  { id: 'costs', label: 'Costs' },
  { id: 'plan', label: 'Plan' },
  { id: 'things-to-do', label: 'Things to do' },
  { id: 'dates', label: 'When is it cheapest' },
  { id: 'places', label: 'Other places' },
  { id: 'suggestions', label: 'Suggestions' },
] as const;

function TripView({ trip, onDelete }: { trip: Trip; onDelete(trip: Trip): void }) {
  const [message, setMessage] = useState<PageMessageValue | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  const [isConfirmingDelete, setIsConfirmingDelete] = useState(false);
  const favorites = useFavoriteActions(setMessage);
  const isBusy = favorites.busyTripId === trip._id;
  // What the caller may do follows their role (docs/PRODUCT-RULES.md#roles); the server refuses
  // the rest anyway.
  const canEdit = canEditTrip(trip.role);
  const isOwner = isTripOwner(trip.role);
  const sharedBy = sharedByText(trip);
  useFocusPartOnJump();
  usePartsReadAhead(trip);

  return (
    <Stack spacing={3}>
      <PageMessage message={message} onClose={() => setMessage(null)} />
      <Stack component="section" aria-label="Overview" spacing={2}>
        <Postcard
          trip={trip}
          isBusy={isBusy}
          onFavorite={() =>
            trip.isFavorite ? favorites.removeFavorite(trip) : favorites.addToWishlist(trip)
          }
        />
        {sharedBy ? (
          <Typography sx={{ fontWeight: 600, color: SHARED_TEXT_COLOUR }}>
            {sharedBy}
            {canEdit ? '' : ': you can look, not change'}
          </Typography>
        ) : null}
        <TripFacts trip={trip} />
        {canEdit ? (
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', rowGap: 1 }}>
            <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setIsEditing(true)}>
              Edit
            </Button>
            {isOwner ? (
              <Button
                variant="outlined"
                color="error"
                startIcon={<DeleteIcon />}
                onClick={() => setIsConfirmingDelete(true)}
                disabled={isBusy}
              >
                Delete
              </Button>
            ) : null}
          </Stack>
        ) : null}
        {/* Before the weather: the links stay on the first screen when the weather now shows too. */}
        <TripPartLinks />
        <TripWeather trip={trip} />
      </Stack>
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
          {/* Owner only: the link shows the plan to whoever holds it. */}
          {isOwner ? <CalendarLink tripId={trip._id} /> : null}
          <TripTravellers tripId={trip._id} role={trip.role} />
          {isOwner ? <TravelTogether tripId={trip._id} /> : null}
        </Stack>
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
        question={DELETE_TRIP_QUESTION}
        onCancel={() => setIsConfirmingDelete(false)}
        onConfirm={() => {
          setIsConfirmingDelete(false);
          onDelete(trip);
        }}
      />
      {favorites.dialog}
    </Stack>
  );
}

/** The place's picture with its name as the page's heading, and the wishlist heart. */
function Postcard({
  trip,
  isBusy,
  onFavorite,
}: {
  trip: Trip;
  isBusy: boolean;
  onFavorite(): void;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ position: 'relative', overflow: 'hidden', borderRadius: 3, bgcolor: 'grey.200' }}
    >
      <Box
        component="img"
        src={trip.image_url}
        alt={trip.trip_location}
        onError={showFallbackImage}
        // Wide and low on a phone, so the overview fits the first screen.
        sx={{
          display: 'block',
          width: '100%',
          aspectRatio: { xs: '2 / 1', sm: '3 / 1' },
          objectFit: 'cover',
        }}
      />
      <Box
        sx={{
          position: 'absolute',
          // At the top: place postcards carry their own name at the bottom.
          inset: '0 0 auto 0',
          p: { xs: 2, sm: 3 },
          pb: { xs: 4, sm: 6 },
          color: '#fff',
          background: 'linear-gradient(to bottom, rgba(0,0,0,0.7), rgba(0,0,0,0))',
        }}
      >
        <Typography
          component="h1"
          variant="h4"
          sx={{
            fontWeight: 700,
            fontSize: { xs: '1.4rem', sm: '2.125rem' },
            textShadow: '0 1px 3px rgba(0,0,0,0.6)',
          }}
        >
          {trip.location_address}
        </Typography>
      </Box>
      <IconButton
        onClick={onFavorite}
        disabled={isBusy}
        aria-label={trip.isFavorite ? 'Remove from favourites' : 'Add to wishlist'}
        aria-pressed={trip.isFavorite}
        sx={{
          position: 'absolute',
          bottom: 12,
          right: 12,
          bgcolor: 'rgba(255,255,255,0.92)',
          boxShadow: 1,
          color: trip.isFavorite ? '#d32f2f' : 'grey.600',
          '&:hover': { bgcolor: '#ffffff' },
        }}
      >
        <FavoriteIcon />
      </IconButton>
    </Paper>
  );
}

/** The parts of the page as links, so each is one tap away and has an address of its own. */
function TripPartLinks() {
  return (
    <Box component="nav" aria-label="Parts of this trip">
      <Box
        component="ul"
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}
      >
        {TRIP_PARTS.map((part) => (
          <li key={part.id}>
            <Button component={RouterLink} to={{ hash: part.id }} variant="outlined" size="small">
              {part.label}
            </Button>
          </li>
        ))}
      </Box>
    </Box>
  );
}

/** The plan's things to do on a map: a colour and a line per day, ideas as plain dots. */
function PlanMap({ points }: { points: PlanPoint[] }) {
  return (
    <PlaceMap
      label="Map of the plan"
      points={points.map((point) => ({
        id: point.itemId,
        name: point.name,
        lat: point.lat,
        lng: point.lng,
        group: point.dayIndex,
        order: point.dayIndex === null ? null : point.order,
      }))}
    />
  );
}

/**
 * A part's anchor: its id is the link's hash, and it keeps clear of the window's top edge. Its
 * content is drawn as it comes near the screen, so opening a trip on a phone pays only for the
 * overview (docs/PERFORMANCE.md); a jump to the part draws it there.
 */
function Part({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Box id={id} sx={{ scrollMarginTop: 16, minWidth: 0 }}>
      <DrawnWhenNear height={PART_HEIGHT}>
        <Suspense
          fallback={
            <Typography role="status" sx={{ minHeight: PART_HEIGHT }}>
              Loading...
            </Typography>
          }
        >
          {children}
        </Suspense>
      </DrawnWhenNear>
    </Box>
  );
}

/** What an undrawn part holds: about a phone screen, so the parts below stay below. */
const PART_HEIGHT = 600;

/**
 * The plan and the date comparison are read with the trip though drawn only near the screen: a
 * jump finds them read, and the service worker keeps them for reading offline (docs/OFFLINE.md).
 */
function usePartsReadAhead(trip: Trip) {
  const queryClient = useQueryClient();
  const hasDates = trip.trip_start !== null && trip.trip_end !== null;
  useEffect(() => {
    void queryClient.prefetchQuery(planQuery(trip._id));
    if (hasDates) void queryClient.prefetchQuery(compareDatesQuery(trip._id));
  }, [queryClient, trip._id, hasDates]);
}

/**
 * After a jump to a part, focus its heading, so a keyboard or screen reader goes on from there.
 * The router scrolls to it (and Back restores the position); an address opened with a hash
 * scrolls here, once the trip has loaded and the part exists.
 */
function useFocusPartOnJump() {
  const { hash } = useLocation();
  const navigationType = useNavigationType();
  const isFirst = useRef(true);
  useEffect(() => {
    const wasFirst = isFirst.current;
    isFirst.current = false;
    if (!hash || (navigationType === NavigationType.Pop && !wasFirst)) return;
    const part = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!part) return;
    if (wasFirst) part.scrollIntoView();
    // The part is drawn once it is near the screen: its heading may come a moment later. The
    // jump's render is a transition, so a traveller may already be in one of the part's fields
    // (typing a place to compare); the heading never takes the focus from them.
    const focusHeading = () => {
      if (part.contains(document.activeElement)) return true;
      const heading = part.querySelector<HTMLElement>('h2');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (focusHeading()) observer.disconnect();
    });
    observer.observe(part, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [hash, navigationType]);
}

/**
 * The weather now beside what is typical for the trip's dates; for a trip more than two weeks
 * away, today's weather says nothing of it, so only the typical weather shows.
 */
function TripWeather({ trip }: { trip: Trip }) {
  const isLiveShown = !isMoreThanTwoWeeksAway(trip.trip_start, localCalendarDate());
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: isLiveShown ? '1fr 1fr' : '1fr' },
        gap: 2,
        alignItems: 'start',
      }}
    >
      {isLiveShown ? <WeatherBox locationAddress={trip.location_address} /> : null}
      <TypicalWeatherBox
        tripId={trip._id}
        hasDates={trip.trip_start !== null || trip.trip_end !== null}
      />
    </Box>
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
  const [sessionToken] = useState(newSessionToken);
  // Drawn near the screen: the search field measures the page as it is drawn, which on the first
  // draw would hold the whole trip page's layout in one task. While its module loads, only its
  // own place waits, never the comparison around it.
  return (
    <DrawnWhenNear height={56}>
      <Suspense fallback={<Box sx={{ height: 56 }} />}>
        <PlaceAutocomplete
          sessionToken={sessionToken}
          label="Add a place to compare"
          autoFocus={autoFocus}
          onPick={(place) => {
            if (place) onPick(place.description);
          }}
        />
      </Suspense>
    </DrawnWhenNear>
  );
}

/** The dates, travellers, where they start, what is planned against the budget, and the notes. */
function TripFacts({ trip }: { trip: Trip }) {
  const hasDates = trip.trip_start !== null || trip.trip_end !== null;
  return (
    <Stack spacing={0.75}>
      {hasDates ? (
        <Fact icon={<CalendarMonthIcon color="action" aria-hidden="true" />}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            Dates:
          </Box>{' '}
          <TripDateRange trip={trip} />
        </Fact>
      ) : null}
      <Fact icon={<GroupIcon color="action" aria-hidden="true" />}>
        {trip.travellers === 1 ? '1 traveller' : `${trip.travellers} travellers`}
        {` from ${trip.origin ?? 'your home city'}`}
      </Fact>
      <Fact icon={<SavingsIcon color="action" aria-hidden="true" />}>
        <PlannedAgainstBudget trip={trip} />
      </Fact>
      {trip.notes ? (
        <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {trip.notes}
        </Typography>
      ) : null}
    </Stack>
  );
}

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      {icon}
      <Typography>{children}</Typography>
    </Box>
  );
}

/** "Planned $1,200.00 of a $1,500.00 budget: $300.00 under", or what is missing. */
export function plannedAgainstBudgetText(trip: Pick<Trip, 'plannedTotal' | 'budget'>): string {
  const { plannedTotal: planned, budget } = trip;
  if (!planned)
    return budget
      ? `Nothing planned yet · Budget ${formatMoney(budget)}`
      : 'Nothing planned yet · No budget set';
  if (!budget) return `Planned ${formatMoney(planned)} · No budget set`;
  // The plan is in the trip's currency; a budget in another is shown as it is, not compared.
  if (planned.currency !== budget.currency)
    return `Planned ${formatMoney(planned)} · Budget ${formatMoney(budget)}`;
  const difference = budget.amount - planned.amount;
  const verdict =
    difference === 0
      ? 'exactly on budget'
      : `${formatMoney({ amount: Math.abs(difference), currency: budget.currency })} ${difference > 0 ? 'under' : 'over'}`;
  return `Planned ${formatMoney(planned)} of a ${formatMoney(budget)} budget: ${verdict}`;
}

function PlannedAgainstBudget({ trip }: { trip: Trip }) {
  return <>{plannedAgainstBudgetText(trip)}</>;
}

/** The chosen dates with their years, as written, never shifted (docs/PRODUCT-RULES.md#active-previous). */
function TripDateRange({ trip }: { trip: Trip }) {
  // Spelled from the date's own parts: no time zone can move it, and no Intl formatter (slow to
  // build on a phone) is made.
  const format = (date: string) => `${formatMonthDay(date)}, ${calendarYear(date)}`;
  const { trip_start: start, trip_end: end } = trip;
  if (start && end) return <>{`${format(start)} – ${format(end)}`}</>;
  if (start) return <>{`From ${format(start)}`}</>;
  if (end) return <>{`Until ${format(end)}`}</>;
  return null;
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

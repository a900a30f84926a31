import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import type {
  DiscoverKind,
  DiscoverResult,
  DiscoverTravel,
  LongWeekend,
} from '#shared/contracts/compare';
import { formatEstimate } from '#shared/domain/money';
import { showFallbackImage } from '#client/components/fallback-image';
import { LoadError } from '#client/components/load-error';
import { colourOfGroup } from '#client/components/map/map-points';
import { PlaceMap, type MapPoint } from '#client/components/map/place-map';
import { ApiError, errorMessage } from '#client/lib/api-client';
import { formatDateRange, formatMoneyRange } from '#client/lib/format-date-range';
import { formatTypicalMonth } from '#client/lib/format-typical-month';
import {
  rememberTripToPlan,
  useCreateDiscoveredTrip,
  useDiscover,
  type DiscoverQuery,
} from '../api';
import { regionSlug, type DiscoverState } from '../discover-options';

export const DISCOVER_FAILED_TEXT = 'Destinations could not be found. Please try again.';
export const NO_RESULTS_TEXT =
  'No destinations fit this budget here. Try another price range or region.';
export const STARTING_CITY_NEEDED = 'Enter the city you start from.';

const TRAVELLER_CHOICES = [1, 2, 3, 4, 5, 6] as const;

/** Warmth by the typical day high of the month travelled (Sunshine Atlas normals). */
type WarmthChoice = 'any' | 'mild' | 'warm' | 'hot';
const WARMTH_MIN_DAY_HIGH: Record<Exclude<WarmthChoice, 'any'>, number> = {
  mild: 15,
  warm: 20,
  hot: 25,
};
const WARMTH_CHOICES: [WarmthChoice, string][] = [
  ['any', 'Any weather'],
  ['mild', 'Mild: 15 °C or warmer'],
  ['warm', 'Warm: 20 °C or warmer'],
  ['hot', 'Hot: 25 °C or warmer'],
];

interface DiscoverResultsProps {
  choice: DiscoverState;
  /**
   * Where the traveller starts: the profile's city, "City, ST, United States"; null asks for it
   * (a visitor, or a profile without a city); undefined while the profile loads.
   */
  homeCity: string | null | undefined;
  isSignedIn: boolean;
}

/** Destinations for the wizard's choices, cheapest per person first (docs/PRODUCT-RULES.md#discover). */
export function DiscoverResults({ choice, homeCity, isSignedIn }: DiscoverResultsProps) {
  const [startingCity, setStartingCity] = useState<string | null>(null);
  const [travellers, setTravellers] = useState(1);
  const [warmth, setWarmth] = useState<WarmthChoice>('any');
  const [kind, setKind] = useState<DiscoverKind | null>(null);
  const [weekend, setWeekend] = useState<LongWeekend | null>(null);
  const origin = homeCity ?? startingCity;
  const region = regionSlug(choice.location);
  const query: DiscoverQuery | null =
    origin && region && choice.price
      ? {
          region,
          tier: choice.price,
          origin,
          ...(choice.dateMode === 'custom' ? { start: choice.start, end: choice.end } : {}),
          ...(choice.dateMode !== 'custom' && weekend
            ? { start: weekend.start, end: weekend.end }
            : {}),
          ...(kind ? { kind } : {}),
          ...(travellers > 1 ? { travellers } : {}),
          ...(warmth !== 'any' ? { minDayHighC: WARMTH_MIN_DAY_HIGH[warmth] } : {}),
        }
      : null;
  const discover = useDiscover(query);
  // A long weekend's own search offers none; keep the Anytime ones to switch between them.
  const [offeredWeekends, setOfferedWeekends] = useState<readonly LongWeekend[]>([]);

  let body;
  if (homeCity === undefined) body = <Typography role="status">Loading...</Typography>;
  else if (!origin) body = <StartingCityForm onSubmit={setStartingCity} />;
  else if (discover.isPending) body = <Typography role="status">Loading...</Typography>;
  else if (discover.isError) {
    const isRateLimited = discover.error instanceof ApiError && discover.error.status === 429;
    body = (
      <LoadError
        message={
          isRateLimited
            ? 'Too many searches just now. Wait a minute, then try again.'
            : errorMessage(discover.error, DISCOVER_FAILED_TEXT)
        }
        onRetry={() => void discover.refetch()}
        isRetrying={discover.isFetching}
      />
    );
  } else if (discover.data.results.length === 0) {
    body = <Typography>{NO_RESULTS_TEXT}</Typography>;
  } else {
    body = (
      <>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {`From ${origin}, cheapest per person first. Every total is an estimate from official data, shown as a low–high range.`}
          {homeCity === null ? (
            <>
              {' '}
              <Button size="small" onClick={() => setStartingCity(null)}>
                Change the starting city
              </Button>
            </>
          ) : null}
        </Typography>
        {discover.data.longWeekends.length > 0 || weekend ? (
          <LongWeekendChoices
            weekends={weekend ? offeredWeekends : discover.data.longWeekends}
            chosen={weekend}
            onChoose={(chosen) => {
              if (chosen && !weekend) setOfferedWeekends(discover.data.longWeekends);
              setWeekend(chosen);
            }}
          />
        ) : null}
        <ResultsMap results={discover.data.results} />
        <Stack component="ul" spacing={2} aria-label="Destinations" sx={{ p: 0, m: 0 }}>
          {discover.data.results.map((result, index) => (
            <ResultCard
              key={`${result.place}-${result.start}`}
              result={result}
              rank={index}
              isSignedIn={isSignedIn}
            />
          ))}
        </Stack>
        {discover.data.sources.length > 0 ? (
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>
            {`Sources: ${discover.data.sources.join('; ')}.`}
          </Typography>
        ) : null}
      </>
    );
  }

  return (
    <Box component="section" aria-labelledby="discover-results-heading">
      <Typography
        id="discover-results-heading"
        component="h2"
        sx={{ fontSize: { xs: '1.25rem', sm: '1.5rem' }, fontWeight: 800, mb: 1.5 }}
      >
        Destinations for you
      </Typography>
      {origin ? (
        <Stack direction="row" spacing={2} sx={{ mb: 2, flexWrap: 'wrap', rowGap: 2 }}>
          <TextField
            select
            size="small"
            label="Travellers"
            name="travellers"
            value={travellers}
            onChange={(event) => setTravellers(Number(event.target.value))}
            sx={{ minWidth: 120 }}
          >
            {TRAVELLER_CHOICES.map((count) => (
              <MenuItem key={count} value={count}>
                {count}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            select
            size="small"
            label="Warmth"
            name="warmth"
            value={warmth}
            onChange={(event) => setWarmth(event.target.value as WarmthChoice)}
            sx={{ minWidth: 200 }}
          >
            {WARMTH_CHOICES.map(([value, label]) => (
              <MenuItem key={value} value={value}>
                {label}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      ) : null}
      {origin ? <KindChoices kind={kind} onChoose={setKind} /> : null}
      {body}
    </Box>
  );
}

/** A visitor's starting city, asked for before anything is fetched. */
function StartingCityForm({ onSubmit }: { onSubmit(city: string): void }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const city = value.trim();
    if (city === '') {
      setError(STARTING_CITY_NEEDED);
      inputRef.current?.focus();
      return;
    }
    onSubmit(city);
  }

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={handleSubmit}
      variant="outlined"
      aria-label="Where do you start from?"
      sx={{ p: 2 }}
    >
      <Typography sx={{ mb: 1.5 }}>
        Where do you start from? Costs depend on the journey.
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <TextField
          label="Starting city"
          name="origin"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={error !== null}
          helperText={error ?? 'For example: Denver, CO, United States'}
          inputRef={inputRef}
          slotProps={{ htmlInput: { autoComplete: 'address-level2' } }}
          sx={{ flex: 1 }}
        />
        <Button type="submit" variant="contained" sx={{ minHeight: 56 }}>
          Show destinations
        </Button>
      </Stack>
    </Paper>
  );
}

/** The element id of the result card at `rank`, which its marker and list entry lead to. */
const resultCardId = (rank: number) => `discover-result-${rank + 1}`;

/** The results on a small map of the region, numbered as the cards are. */
function ResultsMap({ results }: { results: readonly DiscoverResult[] }) {
  const [selected, setSelected] = useState<{ results: readonly DiscoverResult[]; id: string }>();
  const points: MapPoint[] = results.map((result, rank) => ({
    id: String(rank),
    // The town alone keeps the list short; its card below has the full name.
    name: result.place.split(',')[0]?.trim() || result.place,
    lat: result.location?.lat ?? null,
    lng: result.location?.lng ?? null,
    group: null,
    order: rank,
  }));

  /** A marker or list entry chosen: its card comes into view and takes the focus. */
  function handleSelect(id: string) {
    setSelected({ results, id });
    const card = document.getElementById(resultCardId(Number(id)));
    card?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    card?.focus({ preventScroll: true });
  }

  return (
    <Box sx={{ mb: 2 }}>
      <PlaceMap
        points={points}
        label="Map of the destinations"
        height={280}
        groupLabel={() => 'Places on the map'}
        onSelect={handleSelect}
        selectedId={selected?.results === results ? selected.id : null}
      />
    </Box>
  );
}

function ResultCard({
  result,
  rank,
  isSignedIn,
}: {
  result: DiscoverResult;
  rank: number;
  isSignedIn: boolean;
}) {
  const navigate = useNavigate();
  const create = useCreateDiscoveredTrip();
  const headingId = useId();
  const dates = formatDateRange(result.start, result.end);

  const tripToPlan = {
    location_address: result.place,
    trip_location: result.place.split(',')[0]?.trim() ?? result.place,
    image_url: result.image_url,
    trip_start: result.start,
    trip_end: result.end,
  };

  function handlePlan() {
    create.mutate(tripToPlan, {
      onSuccess: (trip) => void navigate(`/trips/${trip._id}`, { state: { trip } }),
    });
  }

  /** A visitor logs in first; the choice waits and is planned when they arrive. */
  function handleLogInToPlan() {
    rememberTripToPlan(tripToPlan);
    void navigate('/login');
  }

  return (
    <Paper
      component="li"
      id={resultCardId(rank)}
      tabIndex={-1}
      variant="outlined"
      aria-labelledby={headingId}
      sx={{
        '&:focus': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
        listStyle: 'none',
        overflow: 'hidden',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' },
        borderRadius: 3,
      }}
    >
      <Box
        component="img"
        src={result.image_url}
        alt=""
        onError={showFallbackImage}
        sx={{
          width: '100%',
          height: { xs: 140, sm: '100%' },
          objectFit: 'cover',
          bgcolor: 'grey.200',
        }}
      />
      <Box sx={{ p: 2, minWidth: 0 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          {result.location ? <MapNumber rank={rank} /> : null}
          <Typography
            id={headingId}
            component="h3"
            variant="h6"
            sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
          >
            {result.place}
          </Typography>
        </Stack>
        <Typography color="text.secondary">{dates}</Typography>
        <Typography sx={{ mt: 1 }}>
          <Box component="span" sx={{ fontWeight: 700 }}>
            {`About ${formatEstimate(result.perPerson.mid)} per person`}
          </Box>
          {` (${formatMoneyRange(result.perPerson)}); in all ${formatMoneyRange(result.total)}. Estimate.`}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {result.reason}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {travelText(result.travel)}
        </Typography>
        {result.longWeekend ? (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {`Long weekend, ${result.longWeekend.label}: ${formatMoneyRange(result.longWeekend.perPerson)} per person`}
          </Typography>
        ) : null}
        {result.weather ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {`Typical weather: ${formatTypicalMonth(result.weather)}`}
          </Typography>
        ) : null}
        {create.isError ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {errorMessage(create.error, 'Error creating trip')}
          </Alert>
        ) : null}
        {isSignedIn ? (
          <Button
            variant="contained"
            startIcon={<FlightTakeoffIcon />}
            onClick={handlePlan}
            disabled={create.isPending}
            aria-label={`Plan this trip: ${result.place}, ${dates}`}
            sx={{ mt: 1.5 }}
          >
            {create.isPending ? 'Planning…' : 'Plan this trip'}
          </Button>
        ) : (
          <Button
            variant="outlined"
            onClick={handleLogInToPlan}
            aria-label={`Log in to plan this trip: ${result.place}`}
            sx={{ mt: 1.5 }}
          >
            Log in to plan this trip
          </Button>
        )}
      </Box>
    </Paper>
  );
}

/** The card's number, as on its marker; the eye's link between the two. */
function MapNumber({ rank }: { rank: number }) {
  const colour = colourOfGroup(null);
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        minWidth: 26,
        height: 26,
        borderRadius: 13,
        display: 'inline-flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: colour.fill,
        color: colour.text,
        fontSize: 13,
        fontWeight: 700,
        flex: 'none',
      }}
    >
      {rank + 1}
    </Box>
  );
}

const KIND_CHOICES: { kind: DiscoverKind | null; label: string }[] = [
  { kind: null, label: 'All' },
  { kind: 'city', label: 'City' },
  { kind: 'beach', label: 'Beach' },
  { kind: 'mountains', label: 'Mountains' },
];

/** Narrow the results to one kind of getaway; the tiers are cut within it. */
function KindChoices({
  kind,
  onChoose,
}: {
  kind: DiscoverKind | null;
  onChoose(kind: DiscoverKind | null): void;
}) {
  return (
    <Stack
      direction="row"
      spacing={1}
      role="group"
      aria-label="Kind of getaway"
      sx={{ mb: 2, flexWrap: 'wrap', rowGap: 1 }}
    >
      {KIND_CHOICES.map((choice) => (
        <Button
          key={choice.label}
          size="small"
          variant={kind === choice.kind ? 'contained' : 'outlined'}
          aria-pressed={kind === choice.kind}
          onClick={() => onChoose(choice.kind)}
        >
          {choice.label}
        </Button>
      ))}
    </Stack>
  );
}

/** The traveller's next long weekends: choosing one prices the places for those dates. */
function LongWeekendChoices({
  weekends,
  chosen,
  onChoose,
}: {
  weekends: readonly LongWeekend[];
  chosen: LongWeekend | null;
  onChoose(weekend: LongWeekend | null): void;
}) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {chosen ? `Priced for ${chosen.label}.` : 'Long weekends:'}
      </Typography>
      <Stack
        direction="row"
        role="group"
        aria-label="Long weekends"
        sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}
      >
        {chosen ? (
          <Button size="small" variant="outlined" onClick={() => onChoose(null)}>
            Any time
          </Button>
        ) : null}
        {weekends.map((weekend) => (
          <Button
            key={weekend.start}
            size="small"
            variant={chosen?.start === weekend.start ? 'contained' : 'outlined'}
            aria-pressed={chosen?.start === weekend.start}
            onClick={() => onChoose(weekend)}
          >
            {weekend.label}
          </Button>
        ))}
      </Stack>
    </Box>
  );
}

/** "Direct flight DEN–LAX, about 2 h", "Fly DEN–ORD–LIS, 1 connection, about 12 h", "Drive about 3 h". */
export function travelText(travel: DiscoverTravel): string {
  if (travel.mode === 'drive') return `Drive about ${travel.hours} h`;
  if (travel.connections === 0) return `Direct flight ${travel.route}, about ${travel.hours} h`;
  const connections =
    travel.connections === 1 ? '1 connection' : `${travel.connections} connections`;
  return `Fly ${travel.route}, ${connections}, about ${travel.hours} h`;
}

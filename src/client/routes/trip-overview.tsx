import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import FavoriteIcon from '@mui/icons-material/Favorite';
import GroupIcon from '@mui/icons-material/Group';
import SavingsIcon from '@mui/icons-material/Savings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { Trip } from '#shared/contracts/trips';
import { localCalendarDate } from '#shared/domain/calendar-date';
import { ENGLISH, useI18n, type I18n } from '#client/lib/i18n';
import { formatFullTripDates } from '#client/features/trips/format-trip-dates';
import { showFallbackImage } from '#client/components/fallback-image';
import { SHARED_TEXT_COLOUR, sharedByText } from '#client/features/trips/components/trip-card';
import { WeatherBox } from '#client/features/weather/components/weather-box';
import { TypicalWeatherBox } from '#client/features/weather/components/typical-weather-box';
import { isMoreThanTwoWeeksAway } from '#client/features/weather/weather-display';
import { TripPartLinks } from './trip-parts';

/**
 * The trip page's first screen: the postcard, who shared it, the facts, what the traveller may
 * do with the trip, the links to its parts and the weather.
 */
export function TripOverview({
  trip,
  isBusy,
  canEdit,
  isOwner,
  onFavorite,
  onEdit,
  onDelete,
  watchAction,
}: {
  trip: Trip;
  isBusy: boolean;
  canEdit: boolean;
  isOwner: boolean;
  onFavorite(): void;
  onEdit(): void;
  onDelete(): void;
  /** Watch price: for every role, as a watch is the traveller's own. */
  watchAction?: ReactNode;
}) {
  const { t } = useI18n();
  const sharedBy = sharedByText(trip, t, !canEdit);
  return (
    <Stack component="section" aria-label={t('trips.overview')} spacing={2}>
      <Postcard trip={trip} isBusy={isBusy} onFavorite={onFavorite} />
      {sharedBy ? (
        <Typography sx={{ fontWeight: 600, color: SHARED_TEXT_COLOUR }}>{sharedBy}</Typography>
      ) : null}
      <TripFacts trip={trip} />
      {canEdit || watchAction ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {canEdit ? (
            <Button variant="outlined" startIcon={<EditIcon />} onClick={onEdit}>
              {t('trips.edit')}
            </Button>
          ) : null}
          {canEdit && isOwner ? (
            <Button
              variant="outlined"
              color="error"
              startIcon={<DeleteIcon />}
              onClick={onDelete}
              disabled={isBusy}
            >
              {t('trips.delete')}
            </Button>
          ) : null}
          {watchAction}
        </Stack>
      ) : null}
      {/* Before the weather: the links stay on the first screen when the weather now shows too. */}
      <TripPartLinks />
      <TripWeather trip={trip} />
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
  const { t } = useI18n();
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
        aria-label={t(trip.isFavorite ? 'trips.removeFromFavourites' : 'trips.addToWishlist')}
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

/** The dates, travellers, where they start, what is planned against the budget, and the notes. */
function TripFacts({ trip }: { trip: Trip }) {
  const i18n = useI18n();
  const { t } = i18n;
  const dates = formatFullTripDates(trip, i18n);
  return (
    <Stack spacing={0.75}>
      {dates ? (
        <Fact icon={<CalendarMonthIcon color="action" aria-hidden="true" />}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {t('trips.datesLabel')}
          </Box>{' '}
          {dates}
        </Fact>
      ) : null}
      <Fact icon={<GroupIcon color="action" aria-hidden="true" />}>
        {trip.origin
          ? t('trips.travellersFrom', { count: trip.travellers, origin: trip.origin })
          : t('trips.travellersFromHome', { count: trip.travellers })}
      </Fact>
      <Fact icon={<SavingsIcon color="action" aria-hidden="true" />}>
        {plannedAgainstBudgetText(trip, i18n)}
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
export function plannedAgainstBudgetText(
  trip: Pick<Trip, 'plannedTotal' | 'budget'>,
  { t, f }: Pick<I18n, 't' | 'f'> = ENGLISH,
): string {
  const { plannedTotal: planned, budget } = trip;
  if (!planned)
    return budget
      ? t('trips.nothingPlannedBudget', { budget: f.money(budget) })
      : t('trips.nothingPlannedNoBudget');
  if (!budget) return t('trips.plannedNoBudget', { planned: f.money(planned) });
  // The plan is in the trip's currency; a budget in another is shown as it is, not compared.
  const values = { planned: f.money(planned), budget: f.money(budget) };
  if (planned.currency !== budget.currency) return t('trips.plannedBudget', values);
  const difference = budget.amount - planned.amount;
  if (difference === 0) return t('trips.plannedOnBudget', values);
  const gap = f.money({ amount: Math.abs(difference), currency: budget.currency });
  return t(difference > 0 ? 'trips.plannedUnder' : 'trips.plannedOver', {
    ...values,
    difference: gap,
  });
}

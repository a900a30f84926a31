import FlightTakeoffIcon from '@mui/icons-material/FlightTakeoff';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { DiscoverResult, DiscoverTravel } from '#shared/contracts/compare';
import { showFallbackImage } from '#client/components/fallback-image';
import { colourOfGroup } from '#client/components/map/map-points';
import { errorMessage } from '#client/lib/api-client';
import { useI18n, type I18n } from '#client/lib/i18n';
import { rememberTripToPlan, useCreateDiscoveredTrip } from '../api';
import { reasonText } from '../reason-text';
import { weekendLabel } from './discover-choices';

/** The element id of the result card at `rank`, which its marker and list entry lead to. */
export const resultCardId = (rank: number) => `discover-result-${rank + 1}`;

export function ResultCard({
  result,
  rank,
  isSignedIn,
  action,
}: {
  result: DiscoverResult;
  rank: number;
  isSignedIn: boolean;
  /** Shown beside the plan button (a signed-in traveller's Watch price). */
  action?: ReactNode;
}) {
  const i18n = useI18n();
  const { t, f } = i18n;
  const navigate = useNavigate();
  const create = useCreateDiscoveredTrip();
  const headingId = useId();
  const dates = f.dateRange(result.start, result.end);

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
            {t('discover.aboutPerPerson', { price: f.estimate(result.perPerson.mid) })}
          </Box>{' '}
          {t('discover.priceDetail', {
            perPerson: f.moneyRange(result.perPerson),
            total: f.moneyRange(result.total),
          })}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1 }}>
          {reasonText(result, i18n)}
        </Typography>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {travelText(result.travel, i18n)}
        </Typography>
        {result.longWeekend ? (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('discover.longWeekendPrice', {
              weekend: weekendLabel(result.longWeekend, i18n),
              price: f.moneyRange(result.longWeekend.perPerson),
            })}
          </Typography>
        ) : null}
        {result.weather ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('discover.typicalWeather', {
              dayHigh: f.number(result.weather.dayHighC, { useGrouping: false }),
              rain: f.number(result.weather.rainMm, { useGrouping: false }),
            })}
          </Typography>
        ) : null}
        {create.isError ? (
          <Alert severity="error" role="alert" sx={{ mt: 1 }}>
            {errorMessage(create.error, t('discover.createFailed'))}
          </Alert>
        ) : null}
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
          {isSignedIn ? (
            <Button
              variant="contained"
              startIcon={<FlightTakeoffIcon />}
              onClick={handlePlan}
              disabled={create.isPending}
              aria-label={t('discover.planLabel', { place: result.place, dates })}
            >
              {create.isPending ? t('discover.planning') : t('discover.plan')}
            </Button>
          ) : (
            <Button
              variant="outlined"
              onClick={handleLogInToPlan}
              aria-label={t('discover.logInToPlanLabel', { place: result.place })}
            >
              {t('discover.logInToPlan')}
            </Button>
          )}
          {action}
        </Stack>
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

/** "Direct flight DEN–LAX, about 2 h", "Fly DEN–ORD–LIS, 1 connection, about 12 h", "Drive about 3 h". */
export function travelText(travel: DiscoverTravel, { t }: Pick<I18n, 't'>): string {
  const { hours } = travel;
  if (travel.mode === 'drive') return t('discover.travelDrive', { hours });
  const route = travel.route ?? '';
  if (travel.connections === 0) return t('discover.travelDirect', { route, hours });
  return t('discover.travelConnections', { route, connections: travel.connections, hours });
}

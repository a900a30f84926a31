import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { TypicalWeather } from '#shared/contracts/climate';
import { LoadError } from '#client/components/load-error';
import { errorMessage } from '#client/lib/api-client';
import { monthName } from '#client/lib/format-typical-month';
import { useTypicalWeather } from '../api';

export const TYPICAL_WEATHER_FAILED = 'The typical weather could not be loaded.';
export const NO_CLIMATE_DATA = 'No climate data within 150 km of this place.';

/**
 * "Typical for your dates": 20-year monthly normals (day high, night low, rain, sunshine score)
 * for the months the trip touches, from the nearest climate destination, with the data's credit.
 */
export function TypicalWeatherBox({ tripId, hasDates }: { tripId: string; hasDates: boolean }) {
  const typical = useTypicalWeather(tripId);
  let body;
  if (typical.isPending) body = <Typography role="status">Loading...</Typography>;
  else if (typical.isError) {
    body = (
      <LoadError
        message={errorMessage(typical.error, TYPICAL_WEATHER_FAILED)}
        onRetry={() => void typical.refetch()}
        isRetrying={typical.isFetching}
      />
    );
  } else body = <TypicalMonths weather={typical.data} />;

  return (
    <Paper
      component="section"
      aria-labelledby="typical-weather-heading"
      variant="outlined"
      sx={{ p: 2, minHeight: 96, minWidth: 0 }}
    >
      <Typography
        id="typical-weather-heading"
        component="h2"
        variant="subtitle2"
        color="text.secondary"
      >
        {hasDates ? 'Typical for your dates' : 'Typical weather by month'}
      </Typography>
      {body}
    </Paper>
  );
}

/** How many months show before "Show all 12 months" (a trip without dates has twelve). */
const LISTED_MONTHS = 3;

function TypicalMonths({ weather }: { weather: TypicalWeather }) {
  const { destination, months, source } = weather;
  const listId = useId();
  const [isAllShown, setIsAllShown] = useState(false);
  if (!destination || months.length === 0) {
    return <Typography sx={{ mt: 0.5 }}>{NO_CLIMATE_DATA}</Typography>;
  }
  const isLong = months.length > LISTED_MONTHS;
  const listed = isLong && !isAllShown ? months.slice(0, LISTED_MONTHS) : months;
  return (
    <>
      <Box
        component="ul"
        id={listId}
        aria-label="Typical weather"
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
      >
        {listed.map((month) => (
          <Box component="li" key={month.month} sx={{ py: 0.5 }}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {`${monthName(month.month)}: `}
            </Typography>
            <Typography component="span">
              {`day ${month.dayHighC} °C, night ${month.nightLowC} °C, ${month.rainMm} mm rain, sunshine ${month.sunshineScore}/100`}
            </Typography>
          </Box>
        ))}
      </Box>
      {isLong ? (
        <Button
          size="small"
          aria-expanded={isAllShown}
          aria-controls={listId}
          onClick={() => setIsAllShown((shown) => !shown)}
        >
          {isAllShown ? 'Show fewer' : `Show all ${months.length} months`}
        </Button>
      ) : null}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {`20-year normals for ${destination.city}, ${destination.country}`}
        {destination.distanceKm > 0 ? ` (${destination.distanceKm} km away)` : ''}
        {`. ${source}`}
      </Typography>
    </>
  );
}

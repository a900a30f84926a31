import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import type { TypicalWeather } from '#shared/contracts/climate';
import { LoadError } from '#client/components/load-error';
import { errorMessage } from '#client/lib/api-client';
import { useI18n } from '#client/lib/i18n';
import { useTypicalWeather } from '../api';

/** How far the server looks for a climate destination. */
const CLIMATE_RADIUS_KM = 150;

/**
 * "Typical for your dates": 20-year monthly normals (day high, night low, rain, sunshine score)
 * for the months the trip touches, from the nearest climate destination, with the data's credit.
 */
export function TypicalWeatherBox({ tripId, hasDates }: { tripId: string; hasDates: boolean }) {
  const { t } = useI18n();
  const typical = useTypicalWeather(tripId);
  let body;
  if (typical.isPending) body = <Typography role="status">{t('weather.loading')}</Typography>;
  else if (typical.isError) {
    body = (
      <LoadError
        message={errorMessage(typical.error, t('weather.typicalFailed'))}
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
        {t(hasDates ? 'weather.typicalForDates' : 'weather.typicalByMonth')}
      </Typography>
      {body}
    </Paper>
  );
}

/** How many months show before "Show all 12 months" (a trip without dates has twelve). */
const LISTED_MONTHS = 3;

function TypicalMonths({ weather }: { weather: TypicalWeather }) {
  const { t, f } = useI18n();
  const { destination, months } = weather;
  // The credit the server named is worded here; an unknown one is shown as sent.
  const source = weather.credit === 'sunshine-atlas' ? t('weather.climateCredit') : weather.source;
  const listId = useId();
  const [isAllShown, setIsAllShown] = useState(false);
  if (!destination || months.length === 0) {
    return (
      <Typography sx={{ mt: 0.5 }}>
        {t('weather.noClimateData', { km: CLIMATE_RADIUS_KM })}
      </Typography>
    );
  }
  const isLong = months.length > LISTED_MONTHS;
  const listed = isLong && !isAllShown ? months.slice(0, LISTED_MONTHS) : months;
  return (
    <>
      <Box
        component="ul"
        id={listId}
        aria-label={t('weather.typicalList')}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5 }}
      >
        {listed.map((month) => (
          <Box component="li" key={month.month} sx={{ py: 0.5 }}>
            <Typography component="span" sx={{ fontWeight: 700 }}>
              {t('weather.monthLabel', { month: f.monthName(month.month) })}
            </Typography>
            <Typography component="span">
              {t('weather.monthLine', {
                high: month.dayHighC,
                low: month.nightLowC,
                rain: month.rainMm,
                sunshine: month.sunshineScore,
              })}
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
          {isAllShown ? t('weather.showFewer') : t('weather.showAll', { count: months.length })}
        </Button>
      ) : null}
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t(destination.distanceKm > 0 ? 'weather.normalsAway' : 'weather.normals', {
          city: destination.city,
          country: destination.country,
          km: destination.distanceKm,
          source,
        })}
      </Typography>
    </>
  );
}

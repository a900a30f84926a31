import AcUnitIcon from '@mui/icons-material/AcUnit';
import CloudIcon from '@mui/icons-material/Cloud';
import ThunderstormIcon from '@mui/icons-material/Thunderstorm';
import WaterDropIcon from '@mui/icons-material/WaterDrop';
import WbSunnyIcon from '@mui/icons-material/WbSunny';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ComponentType } from 'react';
import { useI18n } from '#client/lib/i18n';
import { useWeather } from '../api';
import {
  describeWeather,
  formatTemperature,
  weatherIconKind,
  type WeatherIconKind,
} from '../weather-display';

const ICONS: Record<WeatherIconKind, ComponentType<{ sx?: object; 'aria-hidden'?: 'true' }>> = {
  clear: WbSunnyIcon,
  cloud: CloudIcon,
  rain: WaterDropIcon,
  snow: AcUnitIcon,
  thunderstorm: ThunderstormIcon,
};

const ICON_COLORS: Record<WeatherIconKind, string> = {
  clear: '#f4a300',
  cloud: '#78909c',
  rain: '#1e88e5',
  snow: '#4fc3f7',
  thunderstorm: '#5e35b1',
};

/** The trip detail's weather box: now, in °C, for the trip's place. */
export function WeatherBox({ locationAddress }: { locationAddress: string }) {
  const { t } = useI18n();
  const weather = useWeather(locationAddress);
  return (
    <Paper
      component="section"
      aria-labelledby="weather-heading"
      variant="outlined"
      sx={{ p: 2, display: 'flex', alignItems: 'center', gap: 2, minHeight: 96 }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography id="weather-heading" component="h2" variant="subtitle2" color="text.secondary">
          {t('weather.now')}
        </Typography>
        {weather.isPending ? (
          <Typography role="status">{t('weather.loading')}</Typography>
        ) : weather.isError ? (
          <Typography>{t('weather.failed')}</Typography>
        ) : (
          <WeatherReading
            description={weather.data.weather[0]?.description ?? ''}
            temperature={weather.data.main.temp}
            attribution={weather.data.attribution}
          />
        )}
      </Box>
    </Paper>
  );
}

export function WeatherReading({
  description,
  temperature,
  attribution,
}: {
  description: string;
  temperature: number;
  attribution: string | undefined;
}) {
  const i18n = useI18n();
  const { t } = i18n;
  // The icon follows the provider's own (English) words.
  const kind = weatherIconKind(description);
  const Icon = ICONS[kind];
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }} data-weather-icon={kind}>
      <Icon aria-hidden="true" sx={{ fontSize: 48, color: ICON_COLORS[kind] }} />
      <Box>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {formatTemperature(temperature, i18n)}
        </Typography>
        <Typography sx={{ textTransform: 'capitalize' }}>
          {describeWeather(description, t)}
        </Typography>
        {attribution ? (
          <Typography variant="caption" color="text.secondary">
            {attribution}
          </Typography>
        ) : null}
      </Box>
    </Box>
  );
}

import type { Formats } from '#shared/i18n/formats';
import type { MessageKey, Translator } from '#shared/i18n/translator';

export type WeatherIconKind = 'clear' | 'cloud' | 'rain' | 'snow' | 'thunderstorm';

/**
 * The icon is chosen by substring of the description, else a cloud. Thunderstorm is
 * checked before rain, so "thunderstorm with light rain" shows the storm.
 */
export function weatherIconKind(description: string): WeatherIconKind {
  const text = description.toLowerCase();
  if (text.includes('thunderstorm')) return 'thunderstorm';
  if (text.includes('clear')) return 'clear';
  if (text.includes('cloud')) return 'cloud';
  if (text.includes('rain')) return 'rain';
  if (text.includes('snow')) return 'snow';
  return 'cloud';
}

/**
 * One decimal with a °C suffix, e.g. "21.5°C"; in the traveller's language ("21,5°C") when their
 * translator and formats are given.
 */
export function formatTemperature(celsius: number, i18n?: { t: Translator; f: Formats }): string {
  // Avoid "-0.0°C" for readings just below zero.
  const rounded = Math.round(celsius * 10) / 10;
  const value = Object.is(rounded, -0) ? 0 : rounded;
  if (!i18n) return `${value.toFixed(1)}°C`;
  const text = i18n.f.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return i18n.t('weather.degrees', { value: text });
}

/** The descriptions the weather providers send (OpenWeatherMap's words), by their message. */
const DESCRIPTIONS: Record<string, MessageKey> = {
  'clear sky': 'weather.clearSky',
  'few clouds': 'weather.fewClouds',
  'scattered clouds': 'weather.scatteredClouds',
  'broken clouds': 'weather.brokenClouds',
  'overcast clouds': 'weather.overcastClouds',
  mist: 'weather.mist',
  haze: 'weather.haze',
  fog: 'weather.fog',
  'freezing fog': 'weather.freezingFog',
  'light drizzle rain': 'weather.lightDrizzleRain',
  'drizzle rain': 'weather.drizzleRain',
  'heavy drizzle rain': 'weather.heavyDrizzleRain',
  'light freezing drizzle rain': 'weather.lightFreezingDrizzleRain',
  'freezing drizzle rain': 'weather.freezingDrizzleRain',
  'light rain': 'weather.lightRain',
  'moderate rain': 'weather.moderateRain',
  'heavy intensity rain': 'weather.heavyIntensityRain',
  'light freezing rain': 'weather.lightFreezingRain',
  'freezing rain': 'weather.freezingRain',
  'light snow': 'weather.lightSnow',
  snow: 'weather.snow',
  'heavy snow': 'weather.heavySnow',
  'snow grains': 'weather.snowGrains',
  'light shower rain': 'weather.lightShowerRain',
  'shower rain': 'weather.showerRain',
  'heavy shower rain': 'weather.heavyShowerRain',
  'light shower snow': 'weather.lightShowerSnow',
  'heavy shower snow': 'weather.heavyShowerSnow',
  thunderstorm: 'weather.thunderstorm',
  'thunderstorm with light hail': 'weather.thunderstormLightHail',
  'thunderstorm with heavy hail': 'weather.thunderstormHeavyHail',
};

/**
 * The server's English description in the traveller's language when it is one of the
 * providers' known words; any other is shown as it came.
 */
export function describeWeather(description: string, t: Translator): string {
  const key = DESCRIPTIONS[description.trim().toLowerCase()];
  return key ? t(key) : description;
}

/** Live weather says little about a trip that starts more than two weeks after `today`. */
export function isMoreThanTwoWeeksAway(tripStart: string | null, today: string): boolean {
  if (!tripStart) return false;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const cutoff = new Date(Date.UTC(year, month - 1, day + 14)).toISOString().slice(0, 10);
  return tripStart > cutoff;
}

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

/** One decimal with a °C suffix, e.g. "21.5°C". */
export function formatTemperature(celsius: number): string {
  // Avoid "-0.0°C" for readings just below zero.
  const rounded = Math.round(celsius * 10) / 10;
  return `${(Object.is(rounded, -0) ? 0 : rounded).toFixed(1)}°C`;
}

/** Live weather says little about a trip that starts more than two weeks after `today`. */
export function isMoreThanTwoWeeksAway(tripStart: string | null, today: string): boolean {
  if (!tripStart) return false;
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  const cutoff = new Date(Date.UTC(year, month - 1, day + 14)).toISOString().slice(0, 10);
  return tripStart > cutoff;
}

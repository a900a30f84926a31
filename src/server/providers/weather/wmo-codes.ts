/**
 * WMO weather interpretation codes (the `weather_code` Open-Meteo reports) in the words
 * OpenWeatherMap uses, so the client's icon rule (clear, cloud, rain, snow, thunderstorm) works
 * whichever adapter answered.
 */
const DESCRIPTIONS: Record<number, string> = {
  0: 'clear sky',
  1: 'few clouds',
  2: 'scattered clouds',
  3: 'overcast clouds',
  45: 'fog',
  48: 'freezing fog',
  51: 'light drizzle rain',
  53: 'drizzle rain',
  55: 'heavy drizzle rain',
  56: 'light freezing drizzle rain',
  57: 'freezing drizzle rain',
  61: 'light rain',
  63: 'moderate rain',
  65: 'heavy intensity rain',
  66: 'light freezing rain',
  67: 'freezing rain',
  71: 'light snow',
  73: 'snow',
  75: 'heavy snow',
  77: 'snow grains',
  80: 'light shower rain',
  81: 'shower rain',
  82: 'heavy shower rain',
  85: 'light shower snow',
  86: 'heavy shower snow',
  95: 'thunderstorm',
  96: 'thunderstorm with light hail',
  99: 'thunderstorm with heavy hail',
};

export function describeWmoCode(code: number): string {
  return DESCRIPTIONS[code] ?? 'overcast clouds';
}

import type { Weather, WeatherQuery } from '#shared/contracts/weather';
import type { WeatherProvider } from '#server/providers/weather/weather-provider';

/** Current weather in the original client's shape (OpenWeatherMap-like). */
export function createWeatherService({ weather }: { weather: WeatherProvider }) {
  return {
    async current(query: WeatherQuery): Promise<Weather> {
      const reading = await weather.current({
        city: query.city,
        ...(query.state ? { state: query.state } : {}),
        ...(query.country ? { country: query.country } : {}),
      });
      return {
        weather: [{ description: reading.description }],
        main: { temp: reading.temperatureC },
        name: reading.placeName,
        attribution: reading.attribution,
      };
    },
  };
}

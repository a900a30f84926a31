import { useQuery } from '@tanstack/react-query';
import { climateRoutes } from '#shared/contracts/climate';
import { weatherRoutes, type WeatherQuery } from '#shared/contracts/weather';
import { callApi } from '#client/lib/api-client';

type PlaceQuery = Omit<WeatherQuery, 'units'>;

/**
 * City, state and country come from the "city, state, country" address, and only
 * the non-empty ones are sent. A two-part address ("Singapore, Singapore") is city and country.
 */
export function weatherQueryFor(locationAddress: string): PlaceQuery | null {
  const parts = locationAddress
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const [city, ...rest] = parts;
  if (city === undefined) return null;
  if (rest.length === 0) return { city };
  if (rest.length === 1) return { city, country: rest[0] };
  return { city, state: rest[0], country: rest[rest.length - 1] };
}

export function useWeather(locationAddress: string) {
  const place = weatherQueryFor(locationAddress);
  return useQuery({
    queryKey: [weatherRoutes.current.path, place],
    queryFn: ({ signal }) => {
      if (!place) throw new Error('No place to ask the weather for.');
      return callApi(weatherRoutes.current, { query: { ...place, units: 'metric' }, signal });
    },
    enabled: place !== null,
    staleTime: 10 * 60_000,
    retry: false,
  });
}

/** The trip's typical weather for the months its dates touch (all twelve without dates). */
export function useTypicalWeather(tripId: string) {
  return useQuery({
    queryKey: [climateRoutes.typicalWeather.path, tripId],
    queryFn: ({ signal }) =>
      callApi(climateRoutes.typicalWeather, { params: { id: tripId }, signal }),
    staleTime: 60 * 60_000,
  });
}

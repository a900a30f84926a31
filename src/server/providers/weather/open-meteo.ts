import { z } from 'zod';
import { notFound } from '#server/errors';
import type { Gazetteer } from '../places/gazetteer';
import { CACHE_TTL_SECONDS, cacheKey, type ProviderCache } from '../provider-cache';
import {
  fetchUpstreamJson,
  malformedAnswer,
  rethrowAsProviderError,
  type UpstreamOptions,
} from '../upstream';
import type { WeatherProvider } from './weather-provider';
import { describeWmoCode } from './wmo-codes';

const UPSTREAM = 'open-meteo';

const forecastAnswer = z.object({
  current: z.object({ temperature_2m: z.number(), weather_code: z.number().int() }),
});

export interface OpenMeteoOptions extends UpstreamOptions {
  baseUrl: string;
  gazetteer: Gazetteer;
  cache: ProviderCache;
}

/** Open-Meteo's current conditions (keyless), at the coordinates our gazetteer has for the place. */
export function createOpenMeteoWeather(options: OpenMeteoOptions): WeatherProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    adapter: 'open-meteo (keyless; coordinates from the GeoNames gazetteer)',
    async current(where) {
      const place = options.gazetteer.resolve(where);
      if (!place) throw notFound('We could not find that place.', 'place_not_found');
      return options.cache
        .getOrLoad(
          cacheKey('weather:open-meteo', place.id),
          CACHE_TTL_SECONDS.weather,
          async () => {
            const url = new URL(`${base}/v1/forecast`);
            url.searchParams.set('latitude', place.lat.toFixed(4));
            url.searchParams.set('longitude', place.lng.toFixed(4));
            url.searchParams.set('current', 'temperature_2m,weather_code');
            url.searchParams.set('temperature_unit', 'celsius');
            const answer = await fetchUpstreamJson(
              { upstream: UPSTREAM, url, idempotent: true },
              options,
            );
            const parsed = forecastAnswer.safeParse(answer);
            if (!parsed.success) throw malformedAnswer(UPSTREAM, options, parsed.error.message);
            return {
              description: describeWmoCode(parsed.data.current.weather_code),
              temperatureC: parsed.data.current.temperature_2m,
              placeName: place.name,
              attribution: 'Weather data by Open-Meteo.com, CC BY 4.0',
            };
          },
        )
        .catch((error: unknown) =>
          rethrowAsProviderError(error, 'Weather is unavailable right now.'),
        );
    },
  };
}

import { z } from 'zod';
import { US_STATES } from '#shared/domain/us-states';
import { notFound } from '#server/errors';
import type { Gazetteer } from '../places/gazetteer';
import { foldPlaceText } from '../places/place-text';
import { CACHE_TTL_SECONDS, cacheKey, type ProviderCache } from '../provider-cache';
import {
  fetchUpstreamJson,
  malformedAnswer,
  UpstreamError,
  type UpstreamOptions,
  rethrowAsProviderError,
} from '../upstream';
import type { WeatherPlace, WeatherProvider } from './weather-provider';

const UPSTREAM = 'openweathermap';

const weatherAnswer = z.object({
  weather: z.array(z.object({ description: z.string() })).min(1),
  main: z.object({ temp: z.number() }),
  name: z.string(),
});

export interface OpenWeatherMapOptions extends UpstreamOptions {
  apiKey: string;
  baseUrl: string;
  gazetteer: Gazetteer;
  cache: ProviderCache;
}

const stateCodeByName = new Map(US_STATES.map((state) => [foldPlaceText(state.name), state.code]));

/** OpenWeatherMap's `q`: "City,ST,US" in the US, "City,CC" elsewhere, "City" when the country is unknown. */
export function openWeatherQuery(where: WeatherPlace, gazetteer: Gazetteer): string {
  const city = where.city.trim();
  const country = where.country ? gazetteer.countryCodeOf(where.country) : undefined;
  if (country === 'US' && where.state) {
    const state = where.state.trim();
    const code = /^[A-Za-z]{2}$/.test(state)
      ? state.toUpperCase()
      : stateCodeByName.get(foldPlaceText(state));
    if (code) return `${city},${code},US`;
  }
  return country ? `${city},${country}` : city;
}

/** OpenWeatherMap's current weather (needs OPENWEATHER_API_KEY), in °C. */
export function createOpenWeatherMap(options: OpenWeatherMapOptions): WeatherProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    adapter: 'openweathermap',
    async current(where) {
      const q = openWeatherQuery(where, options.gazetteer);
      return options.cache
        .getOrLoad(
          cacheKey('weather:openweathermap', q.toLowerCase()),
          CACHE_TTL_SECONDS.weather,
          async () => {
            const url = new URL(`${base}/data/2.5/weather`);
            url.searchParams.set('q', q);
            url.searchParams.set('units', 'metric');
            url.searchParams.set('appid', options.apiKey);
            const answer = await fetchUpstreamJson(
              { upstream: UPSTREAM, url, idempotent: true },
              options,
            );
            const parsed = weatherAnswer.safeParse(answer);
            if (!parsed.success) throw malformedAnswer(UPSTREAM, options, parsed.error.message);
            return {
              description: parsed.data.weather[0]?.description ?? '',
              temperatureC: parsed.data.main.temp,
              placeName: parsed.data.name,
              attribution: 'Weather data by OpenWeather',
            };
          },
        )
        .catch((error: unknown) => {
          if (error instanceof UpstreamError && error.status === 404) {
            throw notFound('We could not find that place.', 'place_not_found');
          }
          return rethrowAsProviderError(error, 'Weather is unavailable right now.');
        });
    },
  };
}

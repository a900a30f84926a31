import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '#server/config';
import type { Database } from '#server/db/client';
import { createDuffelFares } from './fares/duffel';
import { createEstimatedFares, type FaresProvider } from './fares/fares-provider';
import { createEmbeddedPlaces } from './places/embedded-places';
import { gazetteerOnFirstUse, type Gazetteer } from './places/gazetteer';
import { createGooglePlaces } from './places/google-places';
import { createPlacePhotoStore, type PlacePhotoStore } from './places/place-photos';
import { createPlacePhotosRepository } from './places/place-photos.repository';
import type { PlacesProvider } from './places/places-provider';
import { createProviderCache } from './provider-cache';
import { createProviderCacheRepository } from './provider-cache.repository';
import { createFrankfurterRates } from './rates/frankfurter';
import { createEcbSnapshotRates, type ExchangeRatesProvider } from './rates/rates-provider';
import { createHotelbedsStays } from './stays/hotelbeds';
import { createEstimatedStays, type StaysProvider } from './stays/stays-provider';
import { createEmbeddedSuggestions } from './suggestions/embedded-suggestions';
import { createOpenAiSuggestions } from './suggestions/openai-suggestions';
import { createOverpassAttractions } from './suggestions/overpass';
import type { AttractionsProvider } from './suggestions/attractions';
import { withShippedSights } from './suggestions/shipped-sights';
import type { SuggestionsProvider } from './suggestions/suggestions-provider';
import { createOpenMeteoWeather } from './weather/open-meteo';
import { createOpenWeatherMap } from './weather/openweathermap';
import type { WeatherProvider } from './weather/weather-provider';

/** The external capabilities, each behind an interface of our own (docs/decisions/004-providers-with-embedded-defaults.md). */
export interface Providers {
  places: PlacesProvider;
  /** The images behind `/api/places-photo/:name`, whichever places adapter made them. */
  placePhotos: PlacePhotoStore;
  weather: WeatherProvider;
  suggestions: SuggestionsProvider;
  /** Live attractions that add to the shipped sights (ATTRACTIONS_PROVIDER=overpass), or none. */
  attractions: AttractionsProvider | undefined;
  gazetteer: Gazetteer;
  /** The shipped ECB snapshot unless EXCHANGE_RATES_PROVIDER=frankfurter. */
  exchangeRates: ExchangeRatesProvider;
  /** No live fares (null: use the estimator) unless DUFFEL_ACCESS_TOKEN is set. */
  fares: FaresProvider;
  /** No live hotel rates (null: use the estimator) unless HOTELBEDS_API_KEY and _SECRET are set. */
  stays: StaysProvider;
}

const DEFAULT_OPENAI_BASE_URL = 'https://api.openai.com';

/** Picks each capability's adapter from the config: keys switch on the real services
 * (docs/PRODUCT-RULES.md#offline-first). */
export function createProviders(config: Config, db: Database, log?: FastifyBaseLogger): Providers {
  const gazetteer = gazetteerOnFirstUse();
  const cache = createProviderCache(createProviderCacheRepository(db), log);
  const upstream = { timeoutMs: config.PROVIDER_TIMEOUT_MS, ...(log ? { log } : {}) };
  const placePhotos = createPlacePhotoStore(createPlacePhotosRepository(db), gazetteer);
  const embeddedPlaces = createEmbeddedPlaces(gazetteer);

  const places = config.GOOGLE_PLACES_API_KEY
    ? createGooglePlaces({
        ...upstream,
        apiKey: config.GOOGLE_PLACES_API_KEY,
        baseUrl: config.GOOGLE_PLACES_BASE_URL,
        cache,
        photoStore: placePhotos,
        embedded: embeddedPlaces,
      })
    : embeddedPlaces;

  const weather = config.OPENWEATHER_API_KEY
    ? createOpenWeatherMap({
        ...upstream,
        apiKey: config.OPENWEATHER_API_KEY,
        baseUrl: config.OPENWEATHER_BASE_URL,
        gazetteer,
        cache,
      })
    : createOpenMeteoWeather({
        ...upstream,
        baseUrl: config.OPEN_METEO_BASE_URL,
        gazetteer,
        cache,
      });

  const attractions =
    config.ATTRACTIONS_PROVIDER === 'overpass'
      ? createOverpassAttractions({ ...upstream, baseUrl: config.OVERPASS_BASE_URL, cache })
      : undefined;
  // A live model's fun places add to the sights we ship, never replace them.
  const suggestions =
    config.OPENAI_API_KEY || config.OPENAI_BASE_URL
      ? withShippedSights(
          createOpenAiSuggestions({
            ...upstream,
            baseUrl: config.OPENAI_BASE_URL ?? DEFAULT_OPENAI_BASE_URL,
            ...(config.OPENAI_API_KEY ? { apiKey: config.OPENAI_API_KEY } : {}),
            model: config.OPENAI_MODEL,
            cache,
          }),
          (location) => gazetteer.resolveAddress(location),
        )
      : createEmbeddedSuggestions(gazetteer, attractions, log);

  const exchangeRates =
    config.EXCHANGE_RATES_PROVIDER === 'frankfurter'
      ? createFrankfurterRates({ ...upstream, baseUrl: config.FRANKFURTER_BASE_URL, cache })
      : createEcbSnapshotRates();

  const fares = config.DUFFEL_ACCESS_TOKEN
    ? createDuffelFares({
        ...upstream,
        timeoutMs: config.DUFFEL_TIMEOUT_MS,
        accessToken: config.DUFFEL_ACCESS_TOKEN,
        baseUrl: config.DUFFEL_BASE_URL,
        cache,
      })
    : createEstimatedFares();

  const stays =
    config.HOTELBEDS_API_KEY && config.HOTELBEDS_SECRET
      ? createHotelbedsStays({
          ...upstream,
          apiKey: config.HOTELBEDS_API_KEY,
          secret: config.HOTELBEDS_SECRET,
          baseUrl: config.HOTELBEDS_BASE_URL,
          cache,
        })
      : createEstimatedStays();

  return {
    places,
    placePhotos,
    weather,
    suggestions,
    attractions,
    gazetteer,
    exchangeRates,
    fares,
    stays,
  };
}

/** The adapter each capability uses under this config, for the start-up log: never a key. */
export function describeProviderChoice(config: Config): Record<string, string> {
  return {
    places: config.GOOGLE_PLACES_API_KEY ? 'google' : 'embedded',
    weather: config.OPENWEATHER_API_KEY ? 'openweathermap' : 'open-meteo',
    suggestions:
      config.OPENAI_API_KEY || config.OPENAI_BASE_URL
        ? 'openai-compatible'
        : config.ATTRACTIONS_PROVIDER === 'overpass'
          ? 'embedded with overpass attractions'
          : 'embedded',
    exchangeRates: config.EXCHANGE_RATES_PROVIDER,
    fares: config.DUFFEL_ACCESS_TOKEN ? 'duffel' : 'estimator',
    stays: config.HOTELBEDS_API_KEY && config.HOTELBEDS_SECRET ? 'hotelbeds' : 'estimator',
  };
}

import { z } from 'zod';
import { distanceKm, type GazetteerPlace } from '../places/gazetteer';
import { CACHE_TTL_SECONDS, cacheKey, type ProviderCache } from '../provider-cache';
import {
  fetchUpstreamJson,
  malformedAnswer,
  rethrowAsProviderError,
  type UpstreamOptions,
} from '../upstream';
import type { Attraction, AttractionsProvider } from './attractions';

const UPSTREAM = 'overpass';
const RADIUS_M = 15_000;
const MAX_ATTRACTIONS = 8;

const TOURISM = ['attraction', 'museum', 'viewpoint', 'gallery', 'zoo', 'theme_park', 'aquarium'];
const HISTORIC = ['castle', 'monument', 'ruins', 'fort', 'archaeological_site'];

const overpassAnswer = z.object({
  elements: z.array(
    z.object({
      type: z.string().optional(),
      id: z.number().optional(),
      lat: z.number().optional(),
      lon: z.number().optional(),
      center: z.object({ lat: z.number(), lon: z.number() }).optional(),
      tags: z.record(z.string(), z.string()).optional(),
    }),
  ),
});

/**
 * The Overpass QL query: named tourist attractions and historic sites within RADIUS_M of the
 * place. Only numbers we computed go into it, never text a traveller typed.
 */
function overpassQuery(place: { lat: number; lng: number }): string {
  const around = `around:${RADIUS_M},${place.lat.toFixed(5)},${place.lng.toFixed(5)}`;
  return [
    '[out:json][timeout:10];',
    '(',
    `nwr["tourism"~"^(${TOURISM.join('|')})$"]["name"](${around});`,
    `nwr["historic"~"^(${HISTORIC.join('|')})$"]["name"](${around});`,
    ');',
    'out center 60;',
  ].join('');
}

export interface OverpassOptions extends UpstreamOptions {
  baseUrl: string;
  cache: ProviderCache;
}

/** Attractions from OpenStreetMap through an Overpass API server. */
export function createOverpassAttractions(options: OverpassOptions): AttractionsProvider {
  const base = options.baseUrl.replace(/\/+$/, '');
  return {
    adapter: 'overpass (OpenStreetMap)',
    attribution: '© OpenStreetMap contributors',
    async near(place: GazetteerPlace) {
      return options.cache
        .getOrLoad(
          cacheKey('attractions:overpass', place.id),
          CACHE_TTL_SECONDS.suggestions,
          async () => {
            const url = new URL(`${base}/api/interpreter`);
            url.searchParams.set('data', overpassQuery(place));
            const answer = await fetchUpstreamJson(
              { upstream: UPSTREAM, url, idempotent: true },
              options,
            );
            const parsed = overpassAnswer.safeParse(answer);
            if (!parsed.success) throw malformedAnswer(UPSTREAM, options, parsed.error.message);
            const seen = new Set<string>();
            const attractions: Attraction[] = [];
            for (const element of parsed.data.elements) {
              const tags = element.tags ?? {};
              const name = (tags['name:en'] ?? tags.name ?? '').replace(/\s+/g, ' ').trim();
              const lat = element.lat ?? element.center?.lat;
              const lng = element.lon ?? element.center?.lon;
              if (!name || lat === undefined || lng === undefined || seen.has(name)) continue;
              seen.add(name);
              const osmType = element.type;
              attractions.push({
                name: name.slice(0, 120),
                kind: (tags.tourism ?? tags.historic ?? 'attraction').replaceAll('_', ' '),
                lat,
                lng,
                distanceKm: distanceKm(place, { lat, lng }),
                ...(osmType && /^(node|way|relation)$/.test(osmType) && element.id !== undefined
                  ? { url: `https://www.openstreetmap.org/${osmType}/${element.id}` }
                  : {}),
              });
            }
            // Museums and sights with a Wikipedia article tend to be the ones worth the trip,
            // but OSM data rarely says; nearest first is the honest order.
            return attractions
              .sort((a, b) => a.distanceKm - b.distanceKm)
              .slice(0, MAX_ATTRACTIONS);
          },
        )
        .catch((error: unknown) =>
          rethrowAsProviderError(error, 'Attractions are unavailable right now.'),
        );
    },
  };
}

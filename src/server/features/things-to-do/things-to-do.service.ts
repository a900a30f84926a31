import type { FastifyBaseLogger } from 'fastify';
import {
  THING_KINDS,
  type ThingKind,
  type ThingsCredit,
  type ThingsToDo,
  type ThingToDo,
} from '#shared/contracts/things-to-do';
import type { Access } from '#server/access/access';
import { AppError, tripNotFound } from '#server/errors';
import type { Gazetteer, GazetteerPlace } from '#server/providers/places/gazetteer';
import type { Attraction, AttractionsProvider } from '#server/providers/suggestions/attractions';
import { THINGS_NEAR_KM, thingsNear } from '#server/sights/things';
import type { ThingsToDoRepository } from './things-to-do.repository';

export interface ThingsToDoServiceDeps {
  thingsToDoRepository: ThingsToDoRepository;
  access: Access;
  gazetteer: Gazetteer;
  /** Live attractions that add to the shipped sights, when configured. */
  attractions?: AttractionsProvider | undefined;
  log?: FastifyBaseLogger;
}

export const OPENSTREETMAP_CREDIT: ThingsCredit = {
  source: 'OpenStreetMap',
  licence: 'ODbL 1.0',
  url: 'https://www.openstreetmap.org/copyright',
};

/** OpenStreetMap's tourism and historic tags, in our kinds. */
const OSM_KINDS: Record<string, ThingKind> = {
  museum: 'museum',
  gallery: 'museum',
  viewpoint: 'viewpoint',
  castle: 'castle',
  fort: 'castle',
  ruins: 'historic',
  'archaeological site': 'historic',
  monument: 'landmark',
  attraction: 'landmark',
  zoo: 'park',
  'theme park': 'park',
  aquarium: 'landmark',
};

function fromAttraction(attraction: Attraction): ThingToDo {
  return {
    id: `osm:${attraction.url?.replace('https://www.openstreetmap.org/', '') ?? attraction.name}`,
    name: attraction.name,
    kind: OSM_KINDS[attraction.kind] ?? 'landmark',
    lat: attraction.lat,
    lng: attraction.lng,
    distanceKm: Math.round(attraction.distanceKm * 10) / 10,
    description: null,
    url: attraction.url ?? null,
    source: OPENSTREETMAP_CREDIT.source,
    licence: OPENSTREETMAP_CREDIT.licence,
  };
}

/**
 * Things to do near a trip's place (docs/PRODUCT-RULES.md#things-to-do): the real sights we ship
 * within THINGS_NEAR_KM, best known first, then what a live provider adds, each
 * with its source and licence. A place the gazetteer cannot find lists nothing rather than fail.
 */
export function createThingsToDoService(deps: ThingsToDoServiceDeps) {
  const { thingsToDoRepository, access, gazetteer, attractions, log } = deps;

  /** Live attractions are a bonus: when their upstream fails the shipped list still answers. */
  async function liveNear(place: GazetteerPlace): Promise<Attraction[]> {
    if (!attractions) return [];
    return attractions.near(place).catch((error: unknown) => {
      if (!(error instanceof AppError) || error.status !== 502) throw error;
      log?.warn({ err: error }, 'live attractions skipped: their upstream failed');
      return [];
    });
  }

  return {
    async listForTrip(userId: string, tripId: string, kind?: ThingKind): Promise<ThingsToDo> {
      await access.requireTrip(userId, tripId, 'read');
      const address = await thingsToDoRepository.findTripPlace(tripId);
      if (address === undefined) throw tripNotFound();
      const place = gazetteer.resolveAddress(address);
      if (!place) return { place: null, things: [], kinds: [], credits: [] };

      const shipped: ThingToDo[] = thingsNear(place, THINGS_NEAR_KM).map((thing) => ({
        id: thing.id,
        name: thing.name,
        kind: thing.kind,
        lat: thing.lat,
        lng: thing.lng,
        distanceKm: thing.distanceKm,
        description: thing.description,
        url: thing.url,
        source: thing.credit.source,
        licence: thing.credit.licence,
      }));
      const named = new Set(shipped.map((thing) => thing.name.toLowerCase()));
      const live = (await liveNear(place))
        .filter((attraction) => !named.has(attraction.name.toLowerCase()))
        .map(fromAttraction);
      const all = [...shipped, ...live];

      const credits = new Map<string, ThingsCredit>();
      for (const thing of thingsNear(place, THINGS_NEAR_KM))
        credits.set(thing.credit.source, thing.credit);
      if (live.length > 0) credits.set(OPENSTREETMAP_CREDIT.source, OPENSTREETMAP_CREDIT);

      return {
        place: gazetteer.label(place),
        things: kind ? all.filter((thing) => thing.kind === kind) : all,
        kinds: THING_KINDS.filter((candidate) => all.some((thing) => thing.kind === candidate)),
        credits: [...credits.values()],
      };
    },
  };
}

import beachesJson from './data/beaches-europe.json' with { type: 'json' };
import naturalJson from './data/world-heritage-natural.json' with { type: 'json' };
import { distanceKm } from '#server/providers/places/gazetteer';
import type { BeachSight, NaturalSight } from './sight-types';

const naturalWorldHeritage = naturalJson as NaturalSight[];
const beaches = beachesJson as BeachSight[];

export const WORLD_HERITAGE_CREDIT = '© UNESCO World Heritage Centre, CC BY-SA 3.0 IGO';
export const BEACHES_CREDIT = 'Beach data: Beachmap (europebeachmap.com), CC BY 4.0';

/** How far a town may be from the site it is the gateway to. */
export const GATEWAY_KM = { naturalSite: 40, beach: 20 } as const;

export interface GatewaySight {
  name: string;
  kind: 'mountains' | 'beach';
  km: number;
  credit: string;
}

/**
 * The natural World Heritage site or listed beach a place is the gateway to, nearest first
 * (a site before a beach at the same distance); null when none is within reach.
 */
export function gatewaySightNear(point: { lat: number; lng: number }): GatewaySight | null {
  let best: GatewaySight | null = null;
  const consider = (candidate: GatewaySight, limit: number) => {
    if (candidate.km <= limit && (!best || candidate.km < best.km)) best = candidate;
  };
  for (const site of naturalWorldHeritage) {
    const km = distanceKm(point, site);
    consider(
      { name: site.name, kind: site.kind, km, credit: WORLD_HERITAGE_CREDIT },
      GATEWAY_KM.naturalSite,
    );
  }
  for (const beach of beaches) {
    const km = distanceKm(point, beach);
    consider({ name: beach.name, kind: 'beach', km, credit: BEACHES_CREDIT }, GATEWAY_KM.beach);
  }
  return best;
}

import type { Gazetteer } from '../providers/places/gazetteer';
import type { CostPlace } from './estimator';

/**
 * A trip's place label with what the gazetteer knows of it (coordinates, country, US state), for
 * the estimator. Resolve it once per trip, not per estimate: a lookup scans name keys. When the
 * label cannot be resolved, the label alone still gives lodging and food, but no travel line.
 */
export function costPlaceOf(gazetteer: Gazetteer, label: string): CostPlace {
  // The one resolver of place labels (`resolveAddress`): the exact place or none.
  const place = gazetteer.resolveAddress(label);
  if (!place) return { label };
  return {
    label,
    lat: place.lat,
    lng: place.lng,
    countryCode: place.countryCode,
    ...(place.countryCode === 'US' ? { admin1: place.admin1 } : {}),
  };
}

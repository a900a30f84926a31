import type { Gazetteer, GazetteerPlace } from '../providers/places/gazetteer';
import type { CostPlace } from './estimator';

/**
 * A trip's place label with what the gazetteer knows of it (coordinates, country, US state), for
 * the estimator. Resolve it once per trip, not per estimate: a lookup scans name keys. When the
 * label cannot be resolved, the label alone still gives lodging and food, but no travel line.
 */
export function costPlaceOf(gazetteer: Gazetteer, label: string): CostPlace {
  const place = findPlace(gazetteer, label);
  if (!place) return { label };
  return {
    label,
    lat: place.lat,
    lng: place.lng,
    countryCode: place.countryCode,
    ...(place.countryCode === 'US' ? { admin1: place.admin1 } : {}),
  };
}

function findPlace(gazetteer: Gazetteer, label: string): GazetteerPlace | undefined {
  const [city = '', ...rest] = label.split(',');
  // A label our own autocomplete wrote names its place exactly, even where a comma is part of
  // the name ("Washington, D.C., United States"), which address parsing would split.
  const labelled = gazetteer
    .search(city, 20)
    .find((candidate) => gazetteer.label(candidate) === label.trim());
  return (
    labelled ??
    gazetteer.resolveAddress(label) ??
    // "New York, NY" is filed by GeoNames as New York City.
    gazetteer.resolveAddress([`${city} City`, ...rest].join(','))
  );
}

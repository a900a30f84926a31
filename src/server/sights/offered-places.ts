import { listDestinations } from '#server/climate/climate';
import { readGeonamesCities } from '#server/providers/places/geonames-cities';

/** How many of the gazetteer's most populous cities "Things to do" covers besides Discover's. */
export const MOST_POPULOUS_CITIES = 1000;

export interface OfferedPoint {
  name: string;
  lat: number;
  lng: number;
}

/** Discover's destinations (the climate dataset's places). */
export function discoverDestinations(): OfferedPoint[] {
  return listDestinations().map((destination) => ({
    name: `${destination.city}, ${destination.countryCode}`,
    lat: destination.lat,
    lng: destination.lng,
  }));
}

/** The gazetteer's most populous cities, most populous first (ties by GeoNames id). */
export function mostPopulousCities(count = MOST_POPULOUS_CITIES): OfferedPoint[] {
  return readGeonamesCities((city) => ({
    id: city.id,
    name: `${city.name}, ${city.country}`,
    population: city.population,
    lat: city.lat,
    lng: city.lng,
  }))
    .sort((a, b) => b.population - a.population || a.id - b.id)
    .slice(0, count)
    .map(({ name, lat, lng }) => ({ name, lat, lng }));
}

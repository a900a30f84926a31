import { badRequest, notFound } from '#server/errors';
import { GEONAMES_ATTRIBUTION, type Gazetteer, type GazetteerPlace } from './gazetteer';
import { PLACE_PHOTO_ROUTE_PREFIX, type Place, type PlacesProvider } from './places-provider';

const PLACE_ID = /^geonames:(\d{1,10})$/;
const PHOTO_NAME = /^geonames-(\d{1,10})$/;

export function isGeonamesPlaceId(placeId: string): boolean {
  return PLACE_ID.test(placeId);
}

export function isGeonamesPhotoName(photoName: string): boolean {
  return PHOTO_NAME.test(photoName);
}

/** The place a `geonames-<id>` photo key shows, if any. */
export function placeOfPhoto(gazetteer: Gazetteer, photoName: string): GazetteerPlace | undefined {
  const match = PHOTO_NAME.exec(photoName);
  return match?.[1] ? gazetteer.get(Number(match[1])) : undefined;
}

/** Places from the shipped GeoNames gazetteer: no key, no network, answers in microseconds. */
export function createEmbeddedPlaces(gazetteer: Gazetteer): PlacesProvider {
  const toPlace = (place: GazetteerPlace): Place => ({
    placeId: `geonames:${place.id}`,
    formattedAddress: gazetteer.label(place),
    displayName: place.name,
    location: { lat: place.lat, lng: place.lng },
    photos: [{ name: `geonames-${place.id}`, authorAttributions: [] }],
  });

  return {
    adapter: 'embedded (GeoNames gazetteer)',
    attribution: GEONAMES_ATTRIBUTION,
    async autocomplete(input) {
      return gazetteer
        .search(input)
        .map((place) => ({ placeId: `geonames:${place.id}`, label: gazetteer.label(place) }));
    },
    async details(placeId) {
      const match = PLACE_ID.exec(placeId);
      if (!match?.[1]) throw badRequest('placeid is not a place id we know.');
      const place = gazetteer.get(Number(match[1]));
      if (!place) throw notFound('We could not find that place.', 'place_not_found');
      return toPlace(place);
    },
    async photo(photoName) {
      if (!PHOTO_NAME.test(photoName)) throw badRequest('photoreference is not a photo we know.');
      if (!placeOfPhoto(gazetteer, photoName)) {
        throw notFound('We could not find that photo.', 'photo_not_found');
      }
      return { path: `${PLACE_PHOTO_ROUTE_PREFIX}${photoName}`, authorAttributions: [] };
    },
  };
}

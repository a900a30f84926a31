import { createHash } from 'node:crypto';
import type { Gazetteer } from './gazetteer';
import { placeOfPhoto } from './embedded-places';
import type { PlacePhotosRepository } from './place-photos.repository';
import { renderPostcard } from './postcard';

export interface PlacePhotoImage {
  contentType: string;
  body: Buffer | string;
}

/** Keys of photos we fetched from Google: a digest of the photo name, which is long and changes. */
const STORED_PHOTO_KEY = /^google-[A-Za-z0-9_-]{43}$/;
export const PHOTO_KEY = /^(?:geonames-\d{1,10}|google-[A-Za-z0-9_-]{43})$/;

export function storedPhotoKey(upstreamPhotoName: string): string {
  return `google-${createHash('sha256').update(upstreamPhotoName).digest('base64url')}`;
}

/**
 * The images behind `/api/places-photo/<key>`: postcards drawn from the gazetteer, and photo bytes
 * fetched once from Google and kept in `place_photos` (Google's own photo URLs expire).
 */
export interface PlacePhotoStore {
  read(key: string): Promise<PlacePhotoImage | undefined>;
  save(key: string, image: { contentType: string; body: Buffer }): Promise<void>;
  has(key: string): Promise<boolean>;
}

export function createPlacePhotoStore(
  repository: PlacePhotosRepository,
  gazetteer: Gazetteer,
): PlacePhotoStore {
  return {
    async read(key) {
      const place = placeOfPhoto(gazetteer, key);
      if (place) {
        const region =
          place.regionName && place.regionName !== place.name ? `${place.regionName}, ` : '';
        return {
          contentType: 'image/svg+xml; charset=utf-8',
          body: renderPostcard(place, `${region}${place.countryName}`),
        };
      }
      if (!STORED_PHOTO_KEY.test(key)) return undefined;
      return repository.findPhoto(key);
    },
    save: (key, image) => repository.savePhoto(key, image),
    has: (key) => repository.hasPhoto(key),
  };
}

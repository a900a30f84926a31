import type { placeRoutes } from '#shared/contracts/places';
import type { RouteReply } from '#shared/contracts/route';
import type { PlacePhotoImage, PlacePhotoStore } from '#server/providers/places/place-photos';
import type { PlacesProvider } from '#server/providers/places/places-provider';

export interface PlacesServiceDeps {
  places: PlacesProvider;
  placePhotos: PlacePhotoStore;
}

/** Place search, details and photos in the answers' shapes (docs/PRODUCT-RULES.md#place-answers). */
export function createPlacesService({ places, placePhotos }: PlacesServiceDeps) {
  return {
    async autocomplete(
      input: string,
      sessionToken?: string,
    ): Promise<RouteReply<typeof placeRoutes.autocomplete>> {
      if (!input.trim()) return { suggestions: [], attribution: places.attribution };
      const suggestions = await places.autocomplete(input, sessionToken);
      return {
        suggestions: suggestions.map(({ placeId, label }) => ({ placeId, description: label })),
        attribution: places.attribution,
      };
    },

    async details(
      placeId: string,
      sessionToken?: string,
    ): Promise<RouteReply<typeof placeRoutes.details>> {
      const place = await places.details(placeId, sessionToken);
      return {
        formattedAddress: place.formattedAddress,
        displayName: place.displayName,
        location: place.location,
        photos: place.photos,
        attribution: places.attribution,
      };
    },

    async pics(photoReference: string): Promise<RouteReply<typeof placeRoutes.pics>> {
      const photo = await places.photo(photoReference);
      return { photoUri: photo.path, authorAttributions: photo.authorAttributions };
    },

    /** The image behind `/api/places-photo/:name`; undefined when there is none. */
    readPhoto(name: string): Promise<PlacePhotoImage | undefined> {
      return placePhotos.read(name);
    },
  };
}

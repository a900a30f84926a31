/** Who took a photo or provided data, passed through as the source requires. */
export interface Attribution {
  displayName: string;
  uri?: string;
}

export interface PlaceSuggestion {
  /** Opaque id for `details`: `geonames:<id>` or a Google place id. */
  placeId: string;
  /** "City, ST, United States" / "City, Region, Country". */
  label: string;
}

export interface PlacePhotoRef {
  /** Reference for `photo`. */
  name: string;
  authorAttributions: Attribution[];
}

export interface Place {
  placeId: string;
  formattedAddress: string;
  displayName: string;
  location: { lat: number; lng: number };
  photos: PlacePhotoRef[];
}

export interface PlacePhotoLink {
  /** Path of our own that serves the image for years (`/api/places-photo/<key>`). */
  path: string;
  authorAttributions: Attribution[];
}

/** Finding places, in our terms. Errors are AppErrors: 400 bad reference, 404 unknown, 502 upstream. */
export interface PlacesProvider {
  /** Adapter name for the start-up log. */
  readonly adapter: string;
  /** Credit to show where the data appears. */
  readonly attribution: string;
  autocomplete(input: string, sessionToken?: string): Promise<PlaceSuggestion[]>;
  details(placeId: string, sessionToken?: string): Promise<Place>;
  photo(photoName: string): Promise<PlacePhotoLink>;
}

export const PLACE_PHOTO_ROUTE_PREFIX = '/api/places-photo/';

import { z } from 'zod';
import { badRequest, notFound } from '#server/errors';
import { CACHE_TTL_SECONDS, cacheKey, type ProviderCache } from '../provider-cache';
import {
  fetchUpstream,
  fetchUpstreamJson,
  malformedAnswer,
  UpstreamError,
  type UpstreamOptions,
  rethrowAsProviderError,
} from '../upstream';
import { isGeonamesPhotoName, isGeonamesPlaceId } from './embedded-places';
import type { PlacePhotoStore } from './place-photos';
import { storedPhotoKey } from './place-photos';
import {
  PLACE_PHOTO_ROUTE_PREFIX,
  type Attribution,
  type Place,
  type PlacesProvider,
} from './places-provider';

/** Google place ids and photo names are URL-safe tokens; anything else never reaches Google. */
const GOOGLE_PLACE_ID = /^[A-Za-z0-9_-]{10,300}$/;
const GOOGLE_PHOTO_NAME = /^places\/[A-Za-z0-9_-]{10,300}\/photos\/[A-Za-z0-9_-]{10,1000}$/;

/** Cities and regions only: a trip goes to a town, not to a shop. At most five types are allowed. */
export const AUTOCOMPLETE_PRIMARY_TYPES = [
  'locality',
  'administrative_area_level_1',
  'administrative_area_level_2',
  'administrative_area_level_3',
  'country',
];
export const DETAILS_FIELD_MASK = 'id,displayName,formattedAddress,location,photos';
const PHOTO_MAX_WIDTH_PX = 1200;
const PHOTO_MAX_BYTES = 8 * 1024 * 1024;
const UPSTREAM = 'google-places';

const attributionsSchema = z
  .array(z.object({ displayName: z.string(), uri: z.string().optional() }))
  .optional()
  .transform((list): Attribution[] =>
    (list ?? []).map(({ displayName, uri }) => (uri ? { displayName, uri } : { displayName })),
  );

const autocompleteAnswer = z.object({
  suggestions: z
    .array(
      z.object({
        placePrediction: z
          .object({ placeId: z.string(), text: z.object({ text: z.string() }) })
          .optional(),
      }),
    )
    .optional(),
});

const detailsAnswer = z.object({
  id: z.string(),
  displayName: z.object({ text: z.string() }).optional(),
  formattedAddress: z.string().optional(),
  location: z.object({ latitude: z.number(), longitude: z.number() }),
  photos: z
    .array(z.object({ name: z.string(), authorAttributions: attributionsSchema }))
    .optional(),
});

const mediaAnswer = z.object({ photoUri: z.url({ protocol: /^https?$/ }) });

export interface GooglePlacesOptions extends UpstreamOptions {
  apiKey: string;
  baseUrl: string;
  cache: ProviderCache;
  photoStore: PlacePhotoStore;
  /** Answers for `geonames:` ids and postcards saved on trips made before Google was switched on. */
  embedded: PlacesProvider;
}

/** Google Places API (New): autocomplete, details with a field mask, photo media fetched once. */
export function createGooglePlaces(options: GooglePlacesOptions): PlacesProvider {
  const { apiKey, cache, photoStore, embedded } = options;
  const base = options.baseUrl.replace(/\/+$/, '');
  const headers = (fieldMask?: string) => ({
    'X-Goog-Api-Key': apiKey,
    ...(fieldMask ? { 'X-Goog-FieldMask': fieldMask } : {}),
  });
  const unavailable = (error: unknown): never =>
    rethrowAsProviderError(error, 'Place search is unavailable right now. Please try again.');
  const parse = <T>(schema: z.ZodType<T>, answer: unknown): T => {
    const parsed = schema.safeParse(answer);
    if (!parsed.success) throw malformedAnswer(UPSTREAM, options, parsed.error.message);
    return parsed.data;
  };
  const photosInFlight = new Map<string, Promise<void>>();

  const fetchPhoto = async (photoName: string, key: string): Promise<void> => {
    const mediaPath = `${photoName.split('/').map(encodeURIComponent).join('/')}/media`;
    const url = new URL(`${base}/v1/${mediaPath}`);
    url.searchParams.set('maxWidthPx', String(PHOTO_MAX_WIDTH_PX));
    url.searchParams.set('skipHttpRedirect', 'true');
    const media = parse(
      mediaAnswer,
      await fetchUpstreamJson(
        { upstream: UPSTREAM, url, headers: headers(), idempotent: true },
        options,
      ),
    );
    // The photoUri is a short-lived signed URL: fetch the bytes now and keep them.
    const image = await fetchUpstream(
      { upstream: 'google-photo-bytes', url: new URL(media.photoUri), idempotent: true },
      options,
    );
    const contentType = image.headers.get('content-type') ?? '';
    if (!/^image\/(jpeg|png|webp|gif)\b/.test(contentType))
      throw malformedAnswer('google-photo-bytes', options, contentType);
    const body = Buffer.from(await image.arrayBuffer());
    if (body.length === 0 || body.length > PHOTO_MAX_BYTES)
      throw malformedAnswer('google-photo-bytes', options, 'size');
    await photoStore.save(key, { contentType: contentType.split(';')[0] ?? contentType, body });
  };

  return {
    adapter: 'google (Places API New)',
    attribution: 'Place data © Google',
    async autocomplete(input, sessionToken) {
      const text = input.trim();
      if (!text) return [];
      return cache
        .getOrLoad(
          cacheKey('places:google:autocomplete', text.toLowerCase()),
          CACHE_TTL_SECONDS.places,
          async () => {
            const answer = await fetchUpstreamJson(
              {
                upstream: UPSTREAM,
                url: new URL(`${base}/v1/places:autocomplete`),
                method: 'POST',
                headers: headers(
                  'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text',
                ),
                body: {
                  input: text,
                  includedPrimaryTypes: AUTOCOMPLETE_PRIMARY_TYPES,
                  languageCode: 'en',
                  ...(sessionToken ? { sessionToken } : {}),
                },
                // Autocomplete reads only; POST is Google's choice, sending it twice is harmless.
                idempotent: true,
              },
              options,
            );
            return (parse(autocompleteAnswer, answer).suggestions ?? []).flatMap(
              ({ placePrediction }) =>
                placePrediction && GOOGLE_PLACE_ID.test(placePrediction.placeId)
                  ? [{ placeId: placePrediction.placeId, label: placePrediction.text.text }]
                  : [],
            );
          },
        )
        .catch(unavailable);
    },

    async details(placeId, sessionToken) {
      if (isGeonamesPlaceId(placeId)) return embedded.details(placeId);
      if (!GOOGLE_PLACE_ID.test(placeId)) throw badRequest('placeid is not a place id we know.');
      const place = await cache
        .getOrLoad(
          cacheKey('places:google:details', placeId),
          CACHE_TTL_SECONDS.places,
          async (): Promise<Place> => {
            const url = new URL(`${base}/v1/places/${encodeURIComponent(placeId)}`);
            url.searchParams.set('languageCode', 'en');
            if (sessionToken) url.searchParams.set('sessionToken', sessionToken);
            let answer: unknown;
            try {
              answer = await fetchUpstreamJson(
                { upstream: UPSTREAM, url, headers: headers(DETAILS_FIELD_MASK), idempotent: true },
                options,
              );
            } catch (error) {
              // Google answers 404 for an unknown id and 400 for one it cannot read.
              if (
                error instanceof UpstreamError &&
                (error.status === 404 || error.status === 400)
              ) {
                throw notFound('We could not find that place.', 'place_not_found');
              }
              throw error;
            }
            const details = parse(detailsAnswer, answer);
            const displayName = details.displayName?.text ?? details.formattedAddress ?? '';
            return {
              placeId: details.id,
              formattedAddress: details.formattedAddress ?? displayName,
              displayName,
              location: { lat: details.location.latitude, lng: details.location.longitude },
              photos: (details.photos ?? [])
                .filter((photo) => GOOGLE_PHOTO_NAME.test(photo.name))
                .slice(0, 5)
                .map((photo) => ({
                  name: photo.name,
                  authorAttributions: photo.authorAttributions,
                })),
            };
          },
        )
        .catch(unavailable);
      // places-pics receives only the photo name; remember whom each photo must credit.
      await Promise.all(
        place.photos.map((photo) =>
          cache
            .set(
              `places:google:photo-authors:${storedPhotoKey(photo.name)}`,
              photo.authorAttributions,
              365 * 24 * 3600,
            )
            .catch((error: unknown) => {
              // Only the photo's credit line is lost; the details still answer.
              options.log?.warn(
                { err: error },
                'photo authors not cached; the details still answer',
              );
            }),
        ),
      );
      return place;
    },

    async photo(photoName) {
      if (isGeonamesPhotoName(photoName)) return embedded.photo(photoName);
      if (!GOOGLE_PHOTO_NAME.test(photoName))
        throw badRequest('photoreference is not a photo we know.');
      const key = storedPhotoKey(photoName);
      if (!(await photoStore.has(key))) {
        let pending = photosInFlight.get(key);
        if (!pending) {
          pending = fetchPhoto(photoName, key).finally(() => photosInFlight.delete(key));
          photosInFlight.set(key, pending);
        }
        await pending.catch((error: unknown) => {
          if (error instanceof UpstreamError && error.status === 404) {
            throw notFound('We could not find that photo.', 'photo_not_found');
          }
          unavailable(error);
        });
      }
      const authors = await cache
        .get<Attribution[]>(`places:google:photo-authors:${key}`)
        .catch((error: unknown) => {
          options.log?.warn({ err: error }, 'photo authors unreadable; answering without them');
          return undefined;
        });
      return { path: `${PLACE_PHOTO_ROUTE_PREFIX}${key}`, authorAttributions: authors ?? [] };
    },
  };
}

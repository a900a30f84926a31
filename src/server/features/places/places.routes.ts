import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '#shared/contracts/errors';
import { placeRoutes } from '#shared/contracts/places';
import type { AppContext } from '#server/app-context';
import { notFound } from '#server/errors';
import { registerRoute } from '#server/http/register-route';
import { PHOTO_KEY } from '#server/providers/places/place-photos';

/** Photos never change under a key (postcards are deterministic, stored bytes are kept). */
const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';

export function registerPlacesRoutes(app: FastifyInstance, context: AppContext): void {
  const service = context.services.places;

  registerRoute(app, placeRoutes.autocomplete, ({ query }) =>
    service.autocomplete(query.input, query.sessiontoken),
  );
  registerRoute(app, placeRoutes.details, ({ query }) =>
    service.details(query.placeid, query.sessiontoken),
  );
  registerRoute(app, placeRoutes.pics, ({ query }) => service.pics(query.photoreference));

  // Public on purpose: an <img> cannot send a bearer token. It serves only what places-pics made
  // available (postcards, or bytes already fetched by a logged-in user), so it never calls an
  // upstream and cannot run up the bill.
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/places-photo/:name',
    {
      schema: {
        summary: 'The image of a place photo (an SVG postcard or a stored photo)',
        tags: ['places'],
        params: z.object({ name: z.string().regex(PHOTO_KEY, { error: 'Not a photo name.' }) }),
        response: {
          // Documents the image; Fastify sends a string or Buffer body as it is, unserialized.
          200: z.string().meta({ description: 'The image: SVG or photo bytes', format: 'binary' }),
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const image = await service.readPhoto(request.params.name);
      if (!image) throw notFound('We could not find that photo.', 'photo_not_found');
      return reply
        .header('Cache-Control', PHOTO_CACHE_CONTROL)
        .header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'")
        .type(image.contentType)
        .send(image.body as string);
    },
  );
}

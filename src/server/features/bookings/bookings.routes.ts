import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BOOKING_FILE_PATH,
  BOOKING_FILES_PATH,
  BOOKING_IMPORT_PATH,
  MAX_BOOKING_FILE_BYTES,
  MAX_IMPORT_BYTES,
  bookingFileParamsSchema,
  bookingFileSchema,
  bookingParamsSchema,
  bookingsRoutes,
  importBookingsResponseSchema,
  importBookingsTextBodySchema,
} from '#shared/contracts/bookings';
import { idSchema } from '#shared/contracts/common';
import { errorResponses, messageSchema } from '#shared/contracts/errors';
import type { AppContext } from '#server/app-context';
import { AppError, invalidField } from '#server/errors';
import { registerRoute, signedInOnly } from '#server/http/register-route';
import type { ImportInput } from './bookings.service';
import { declaredLengthAtMost, readOneFile } from './bookings.upload';

const IMPORT_TOO_LARGE = `What is imported, a file or pasted text, may be ${MAX_IMPORT_BYTES / (1024 * 1024)} MB at most.`;
const FILE_TOO_LARGE = `A file may be ${MAX_BOOKING_FILE_BYTES / (1024 * 1024)} MB at most.`;

/** A JSON body's room around the pasted text: its key, quotes and escapes. */
const JSON_OVERHEAD_BYTES = 64 * 1024;

/** What an import reads: a multipart upload's one file, or the JSON body's pasted text. */
async function importInput(request: FastifyRequest): Promise<ImportInput> {
  if (request.isMultipart()) {
    const upload = await readOneFile(request, MAX_IMPORT_BYTES, IMPORT_TOO_LARGE);
    // A plain Uint8Array of its own: pdf.js refuses a Buffer, and may take over the memory it reads.
    return { file: { name: upload.name, bytes: new Uint8Array(upload.bytes) } };
  }
  const parsed = importBookingsTextBodySchema.safeParse(request.body);
  if (!parsed.success) {
    const message =
      parsed.error.issues[0]?.message ??
      'text is required: paste an e-mail or send a file in the field "file".';
    throw invalidField('text', message);
  }
  return { text: parsed.data.text };
}

const notMultipart = () =>
  new AppError(
    415,
    'unsupported_media_type',
    'Send the file as multipart/form-data in the field "file" (or, to import, JSON {"text": …}).',
  );

export function registerBookingsRoutes(app: FastifyInstance, context: AppContext): void {
  const service = context.services.bookings;

  registerRoute(app, bookingsRoutes.list, ({ user, params }) =>
    service.listBookings(user.id, params.id),
  );
  registerRoute(app, bookingsRoutes.create, ({ user, params, body }) =>
    service.createBooking(user.id, params.id, body),
  );
  registerRoute(app, bookingsRoutes.update, ({ user, params, body }) =>
    service.updateBooking(user.id, params.id, params.bookingId, body),
  );
  registerRoute(app, bookingsRoutes.delete, ({ user, params, query }) =>
    service.deleteBooking(user.id, params.id, params.bookingId, query.costLine),
  );

  // Uploads and downloads, outside the JSON contract. Multipart is parsed in this scope only,
  // and each upload is read as a stream up to its limit, after the caller's access is checked.
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: MAX_BOOKING_FILE_BYTES, files: 1, fields: 0, parts: 1 },
    });
    scope.addContentTypeParser('*', (_request, _payload, done) => done(notMultipart()));
    const routes = scope.withTypeProvider<ZodTypeProvider>();
    const tags = ['bookings'];
    const security = [{ bearerAuth: [] }];

    routes.post(
      BOOKING_IMPORT_PATH,
      {
        schema: {
          summary:
            'Read bookings from one file (multipart, field "file": .eml, .ics, .pkpass, PDF) or pasted text (JSON {text}); nothing is saved',
          tags,
          security,
          params: z.object({ id: idSchema }),
          response: {
            200: importBookingsResponseSchema,
            ...errorResponses(400, 401, 403, 404, 413, 415, 422),
          },
        },
        bodyLimit: MAX_IMPORT_BYTES + JSON_OVERHEAD_BYTES,
        onRequest: [signedInOnly(app), declaredLengthAtMost(MAX_IMPORT_BYTES, IMPORT_TOO_LARGE)],
      },
      async (request) =>
        service.importBookings(
          request.user!.id,
          request.params.id,
          () => importInput(request),
          (error) => request.log.error({ err: error }, 'reading bookings failed'),
        ),
    );

    routes.post(
      BOOKING_FILES_PATH,
      {
        schema: {
          summary:
            'Attach a ticket or voucher (multipart, field "file": a PDF or an image, type checked by content) to a booking',
          tags,
          security,
          params: bookingParamsSchema,
          response: {
            201: bookingFileSchema,
            ...errorResponses(400, 401, 403, 404, 409, 413, 415, 422),
          },
        },
        onRequest: [
          signedInOnly(app),
          declaredLengthAtMost(MAX_BOOKING_FILE_BYTES, FILE_TOO_LARGE),
        ],
      },
      async (request, reply) => {
        const file = await service.addFile(
          request.user!.id,
          request.params.id,
          request.params.bookingId,
          () => readOneFile(request, MAX_BOOKING_FILE_BYTES, FILE_TOO_LARGE),
        );
        reply.code(201);
        return file;
      },
    );

    routes.get(
      BOOKING_FILE_PATH,
      {
        schema: {
          summary: "A booking's file, sent as a download (Content-Disposition: attachment)",
          tags,
          security,
          params: bookingFileParamsSchema,
          response: {
            // Fastify sends a Buffer body as it is, unserialized.
            200: z.string().meta({ description: 'The file: PDF or image bytes', format: 'binary' }),
            ...errorResponses(400, 401, 404),
          },
        },
        onRequest: signedInOnly(app),
      },
      async (request, reply) => {
        const { id, bookingId, fileId } = request.params;
        const file = await service.readFile(request.user!.id, id, bookingId, fileId);
        return (
          reply
            .header('Content-Disposition', file.disposition)
            .header('X-Content-Type-Options', 'nosniff')
            .header('Cache-Control', 'private, no-cache')
            // Opened directly, it still runs nothing.
            .header('Content-Security-Policy', "default-src 'none'; sandbox")
            .type(file.type)
            .send(file.body as unknown as string)
        );
      },
    );

    routes.delete(
      BOOKING_FILE_PATH,
      {
        schema: {
          summary: "Delete a booking's file",
          tags,
          security,
          params: bookingFileParamsSchema,
          response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
        },
        onRequest: signedInOnly(app),
      },
      async (request) => {
        const { id, bookingId, fileId } = request.params;
        return service.deleteFile(request.user!.id, id, bookingId, fileId);
      },
    );
  });
}

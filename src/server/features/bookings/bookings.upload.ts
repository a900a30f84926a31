import type { FastifyRequest } from 'fastify';
import { AppError, badRequest, payloadTooLarge } from '#server/errors';
import type { Upload } from './bookings.service';

/** Room for a multipart body's boundaries and part headers around its one file. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const ONE_FILE = 'Send one file in the multipart field "file", and nothing else.';

/** The 413 of a body past its limit; the connection closes, so the rest is never read. */
export const uploadTooLarge = (message: string) =>
  new AppError(413, 'file_too_large', message, undefined, { Connection: 'close' });

/**
 * Refuses a body whose declared length is past `maxBytes` (plus the multipart overhead) before
 * any of it is read: a 50 MB upload answers 413 at once and nothing is stored.
 */
export function declaredLengthAtMost(maxBytes: number, message: string) {
  return async (request: FastifyRequest) => {
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > maxBytes + MULTIPART_OVERHEAD_BYTES) throw uploadTooLarge(message);
  };
}

/** The multipart plugin's and its parser's errors, as answers. */
function uploadError(error: unknown, tooLarge: string): unknown {
  if (error instanceof AppError) return error;
  const code = (error as { code?: unknown }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE') return payloadTooLarge(tooLarge, 'file_too_large');
  if (
    code === 'FST_FILES_LIMIT' ||
    code === 'FST_FIELDS_LIMIT' ||
    code === 'FST_PARTS_LIMIT' ||
    code === 'FST_PROTO_VIOLATION'
  )
    return badRequest(ONE_FILE);
  return badRequest('The upload is not well-formed multipart/form-data.', 'bad_request');
}

/**
 * Reads the one file of a multipart body (field `file`), at most `maxBytes`: a bigger one stops
 * being read at the limit and answers 413; another field or a second file answers 400.
 */
export async function readOneFile(
  request: FastifyRequest,
  maxBytes: number,
  tooLarge: string,
): Promise<Upload> {
  let upload: Upload | undefined;
  try {
    for await (const part of request.parts({
      limits: { fileSize: maxBytes, files: 1, fields: 0, parts: 1 },
    })) {
      if (part.type !== 'file' || part.fieldname !== 'file' || upload) throw badRequest(ONE_FILE);
      upload = { name: part.filename, bytes: await part.toBuffer() };
    }
  } catch (error) {
    throw uploadError(error, tooLarge);
  }
  if (!upload) throw badRequest(ONE_FILE);
  return upload;
}

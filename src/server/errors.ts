import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import {
  hasZodFastifySchemaValidationErrors,
  isResponseSerializationError,
} from 'fastify-type-provider-zod';
import type { ErrorBody, ErrorCode } from '#shared/contracts/errors';
import { acceptedValuesMessage } from './accepted-values';

/** An error meant for the client: an honest status, a stable code and a readable message
 * (docs/PRODUCT-RULES.md#errors). */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: ErrorBody['details'],
    /** Response headers that go with the error, e.g. `Retry-After` on a 429. */
    readonly headers?: Readonly<Record<string, string>>,
    /** More fields of the body that the route's contract documents for this status. */
    readonly extra?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, code: ErrorCode = 'validation_failed') =>
  new AppError(400, code, message);
/** A 400 about one field of the body: `details` names it, as a schema failure would. */
export const invalidField = (
  path: string,
  message: string,
  code: ErrorCode = 'validation_failed',
) => new AppError(400, code, message, [{ path, message }]);
export const unauthorized = (message = 'Please log in.', code: ErrorCode = 'unauthenticated') =>
  new AppError(401, code, message);
/** A valid token whose account is gone: refused at once (docs/PRODUCT-RULES.md#sessions). */
export const sessionEnded = () =>
  unauthorized('Your session has ended. Please log in again.', 'invalid_token');
export const forbidden = (
  message = 'That belongs to another user.',
  code: ErrorCode = 'forbidden',
) => new AppError(403, code, message);
export const notFound = (message: string, code: ErrorCode = 'not_found') =>
  new AppError(404, code, message);
/** A 409; `extra` carries the fields the route's contract adds, e.g. the line as it now is. */
export const conflict = (
  message: string,
  code: ErrorCode = 'conflict',
  extra?: Readonly<Record<string, unknown>>,
) => new AppError(409, code, message, undefined, undefined, extra);
/** A 410: the thing existed and can no longer be used (an expired invite). */
export const gone = (message: string, code: ErrorCode) => new AppError(410, code, message);

/** A 429 that tells the client when to try again (every 429 carries `Retry-After`). */
export const tooManyRequests = (
  retryAfterSeconds: number,
  message = 'Too many attempts. Please try again later.',
) =>
  new AppError(429, 'rate_limited', message, undefined, {
    'Retry-After': String(Math.ceil(retryAfterSeconds)),
  });
export const tripNotFound = () => notFound('Trip not found', 'trip_not_found');
export const wishlistNotFound = () => notFound('Wishlist not found', 'wishlist_not_found');
export const wishlistNameTaken = () =>
  conflict('A wishlist with this name already exists.', 'wishlist_name_taken');
export const tripNotInWishlist = () =>
  conflict('Add the trip to a wishlist to make it a favourite.', 'trip_not_in_wishlist');
/** A viewer asked to change a trip (docs/PRODUCT-RULES.md#roles). */
export const tripReadOnly = () =>
  forbidden(
    'Viewers can only look at this trip; ask its owner to make you an editor.',
    'read_only',
  );
/** A companion asked for what only the trip's owner may do (docs/PRODUCT-RULES.md#roles). */
export const tripOwnerOnly = () => forbidden("Only the trip's owner can do that.", 'owner_only');
export const costNotFound = () => notFound('Cost line not found', 'cost_not_found');
export const planItemNotFound = () => notFound('Plan item not found', 'plan_item_not_found');
export const bookingNotFound = () => notFound('Booking not found', 'booking_not_found');
export const bookingFileNotFound = () => notFound('File not found', 'file_not_found');
export const watchNotFound = () => notFound('Watch not found', 'watch_not_found');
/** A 422: the request was well formed but its file or text could not be used. */
export const unprocessable = (message: string, code: ErrorCode) => new AppError(422, code, message);
/** A 413: a file past its limit (a booking's attachment, an import). */
export const payloadTooLarge = (message: string, code: ErrorCode = 'file_too_large') =>
  new AppError(413, code, message);
export const providerUnavailable = (message: string) =>
  new AppError(502, 'provider_unavailable', message);
export const databaseUnavailable = () =>
  new AppError(
    503,
    'database_unavailable',
    'The service is briefly unavailable. Please try again in a moment.',
    undefined,
    { 'Retry-After': '5' },
  );

/** Messages that end in a full stop are already sentences; others get the field's name. */
function issueMessage(path: string, message: string): string {
  return /[.!?]$/.test(message) || !path ? message : `${path}: ${message}`;
}

const FRAMEWORK_MESSAGES: Record<string, [number, ErrorCode, string]> = {
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'body_too_large', 'The request body is too large.'],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [
    415,
    'unsupported_media_type',
    'Send JSON (Content-Type: application/json).',
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'malformed_json', 'The JSON body is empty.'],
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'malformed_json', 'The body is not valid JSON.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'bad_request', 'The Content-Length header is wrong.'],
};

/**
 * PostgreSQL errors that mean the input was unusable (e.g. a NUL byte in text, an out-of-range
 * value) even though it passed the contract. A safety net: answer 400, never 500.
 */
const INVALID_INPUT_SQLSTATES = new Set([
  '22001',
  '22003',
  '22007',
  '22008',
  '22021',
  '22P02',
  '22P05',
]);

function sqlState(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

const FRAMEWORK_STATUS_CODES: Record<number, [ErrorCode, string]> = {
  404: ['not_found', 'Not found.'],
  405: ['method_not_allowed', 'That method is not allowed here.'],
  414: ['uri_too_long', 'The request URL is too long.'],
  431: ['headers_too_large', 'The request headers are too large.'],
};

/** Network failures on the way to the database server. */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'EAI_AGAIN',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
]);

/** node-postgres reports its own timeouts and lost connections by message only. */
const CONNECTION_ERROR_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout|Client has encountered a connection error|connection timeout|Client was closed/i;

/**
 * Whether an error means the database could not be reached or answered in time (refused,
 * lost, timed out, shutting down, out of connections), as opposed to a bug or bad input: those
 * answer 503 and the next call tries again.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 4; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string') {
      if (CONNECTION_ERROR_CODES.has(code)) return true;
      // 08: connection exception; 57P01-03: shutting down or starting; 53300: too many
      // connections; 57014: a statement cancelled by statement_timeout.
      if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code)) return true;
      if (code === '53300' || code === '57014') return true;
    }
    if (typeof message === 'string' && CONNECTION_ERROR_MESSAGES.test(message)) return true;
    if (current instanceof AggregateError) {
      if (current.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Router-level failures (a malformed URL, a path too long) that never reach the error handler. */
export function handleFrameworkError(error: FastifyError, reply: FastifyReply): void {
  const status =
    error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const [code, msg] = FRAMEWORK_STATUS_CODES[status] ?? [
    'bad_request',
    'The request URL is malformed or too long.',
  ];
  void reply.code(status).send({ msg, code });
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (headers over `maxHeaderSize`,
 * a request line that is not HTTP): answered as `{ msg, code }` too, then the socket is closed.
 */
export function handleClientError(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code, msg] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'headers_too_large', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request_timeout', 'The request took too long to arrive.']
        : [400, 'bad_request', 'The request is malformed.'];
  const body = JSON.stringify({ msg, code });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** The one place that turns any thrown error into `{ msg, code }` (never a stack, SQL or path). */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      const body: ErrorBody = { ...error.extra, msg: error.message, code: error.code };
      if (error.details) body.details = error.details;
      if (error.headers) void reply.headers(error.headers);
      return reply.code(error.status).send(body);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const message = acceptedValuesMessage(path, issue) ?? issue.message ?? 'is invalid';
        return { path, message: issueMessage(path, message) };
      });
      return reply
        .code(400)
        .send({ msg: details[0]?.message ?? 'Invalid input.', code: 'validation_failed', details });
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error }, 'response did not match its schema');
      return reply.code(500).send({ msg: 'Something went wrong.', code: 'internal_error' });
    }
    const known = error.code ? FRAMEWORK_MESSAGES[error.code] : undefined;
    if (known) {
      const [status, code, msg] = known;
      return reply.code(status).send({ msg, code });
    }
    if (
      error instanceof SyntaxError ||
      (error.statusCode === 400 && error.code?.startsWith('FST_'))
    ) {
      return reply.code(400).send({ msg: 'The request is malformed.', code: 'bad_request' });
    }
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return reply
        .code(error.statusCode)
        .send({ msg: 'The request was refused.', code: 'bad_request' });
    }
    const state = sqlState(error);
    if (state && INVALID_INPUT_SQLSTATES.has(state)) {
      return reply
        .code(400)
        .send({ msg: 'The input contains a value that is not allowed.', code: 'invalid_input' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      const unavailable = databaseUnavailable();
      void reply.headers(unavailable.headers ?? {});
      return reply.code(503).send({ msg: unavailable.message, code: unavailable.code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ msg: 'Something went wrong.', code: 'internal_error' });
  });
}

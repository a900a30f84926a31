import type { FastifyRequest } from 'fastify';

/**
 * What follows `/calendar/` in a path is a calendar link's bearer token (`/api/calendar/…`): it
 * never reaches a log. Matched anywhere and in any case, so a mistyped link (`/API//calendar/…`,
 * answered 404) is not logged either.
 */
const CALENDAR_FEED_TOKEN = /(\/calendar\/)[^?#]*/i;

/** A request's URL as it may be logged: a calendar link's token is replaced by `[redacted]`. */
export function loggableUrl(url: string): string {
  return url.replace(CALENDAR_FEED_TOKEN, '$1[redacted]');
}

/**
 * How a request appears in the log: Fastify's own fields, with the URL made loggable
 * (docs/SECURITY.md, the calendar link).
 */
export function serializeRequestForLog(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  const remotePort = request.socket?.remotePort;
  return {
    method: request.method,
    url: loggableUrl(request.url),
    ...(typeof version === 'string' ? { version } : {}),
    host: request.host,
    remoteAddress: request.ip,
    ...(remotePort === undefined ? {} : { remotePort }),
  };
}

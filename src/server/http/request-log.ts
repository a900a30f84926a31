import type { FastifyRequest } from 'fastify';

/**
 * What follows `/calendar/` in a path is a calendar link's bearer token (`/api/calendar/…`): it
 * never reaches a log. Matched anywhere and in any case, so a mistyped link (`/API//calendar/…`,
 * answered 404) is not logged either.
 */
const CALENDAR_FEED_TOKEN = /(\/calendar\/)[^?#]*/i;

/**
 * The path segment after `/shared/`, `/invite/` or `/invites/` is a share or invite link's bearer
 * token: the pages (`/shared/<token>`, `/invite/<token>`) and their calls
 * (`/api/shared/<token>`, `/api/invites/<token>/accept`). Also an invite's id on the owner's
 * calls, which is no secret but harmless to hide. Any case, every occurrence.
 */
const LINK_TOKEN = /(\/(?:shared|invites?)\/)[^/?#]*/gi;

/**
 * Anything after `?` may repeat a link (a `next=` or pasted URL) or carry a token (an e-mail's
 * unsubscribe link, `?token=`): then only its presence is logged.
 */
const QUERY = /\?.*$/s;

/** A request's URL as it may be logged: link tokens are replaced by `[redacted]`. */
export function loggableUrl(url: string): string {
  return url
    .replace(CALENDAR_FEED_TOKEN, '$1[redacted]')
    .replace(LINK_TOKEN, '$1[redacted]')
    .replace(QUERY, (query) =>
      /(shared|invite|calendar|token)/i.test(query) ? '?[redacted]' : query,
    );
}

/**
 * How a request appears in the log: Fastify's own fields, with the URL made loggable
 * (docs/SECURITY.md, the calendar, share, invite and unsubscribe links).
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

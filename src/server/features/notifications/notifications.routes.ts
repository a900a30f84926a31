import type { FastifyInstance, FastifyRequest } from 'fastify';
import { NOTIFICATIONS_STREAM_PATH, notificationRoutes } from '#shared/contracts/notifications';
import { negotiateLocale } from '#shared/i18n/locales';
import type { AppContext } from '#server/app-context';
import { registerRoute, signedInOnly } from '#server/http/register-route';

/** When the request's access token expires (ms); it was verified by `signedInOnly`. */
function tokenExpiry(request: FastifyRequest): number {
  const payload = request.headers.authorization?.split('.')[1] ?? '';
  try {
    const { exp } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      exp?: unknown;
    };
    if (typeof exp === 'number') return exp * 1000;
  } catch {
    // Unreachable for a verified token; the stream then closes at once.
  }
  return Date.now();
}

export function registerNotificationsRoutes(app: FastifyInstance, context: AppContext): void {
  const service = context.services.notifications;
  const { streams } = context.services.notices;

  registerRoute(app, notificationRoutes.list, ({ user, query, request }) =>
    service.list(user.id, query, request.headers['accept-language']),
  );
  registerRoute(app, notificationRoutes.markRead, ({ user, body }) =>
    service.markRead(user.id, body.ids),
  );
  registerRoute(app, notificationRoutes.settings, ({ user }) => service.settings(user.id));
  registerRoute(app, notificationRoutes.updateSettings, ({ user, body }) =>
    service.updateSettings(user.id, body),
  );
  registerRoute(app, notificationRoutes.subscribePush, ({ user, body }) =>
    service.subscribePush(user.id, body),
  );
  registerRoute(app, notificationRoutes.unsubscribePush, ({ user, query }) =>
    service.unsubscribePush(user.id, query.endpoint),
  );
  // Mail clients post the one-click unsubscribe as a form, `List-Unsubscribe=One-Click` (RFC
  // 8058), or with no body: this route alone accepts that type, and reads only the token.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, _body, done) => done(null, undefined),
    );
    registerRoute(scope, notificationRoutes.unsubscribe, ({ query }) =>
      service.unsubscribe(query.token),
    );
  });

  // Server-Sent Events, outside the JSON contract: hijacked, so neither compression nor any
  // other hook buffers it; it ends when the traveller leaves, their token expires or the
  // server closes (docs/decisions/024-notifications-and-live-updates.md).
  app.get(
    NOTIFICATIONS_STREAM_PATH,
    { onRequest: signedInOnly(app), schema: { hide: true } },
    (request, reply) => {
      const user = request.user;
      if (!user) return reply.code(401).send({ msg: 'Please log in.', code: 'unauthenticated' });
      reply.hijack();
      // The security headers set for every answer, then the stream's own.
      for (const [name, value] of Object.entries(reply.getHeaders())) {
        if (value !== undefined) reply.raw.setHeader(name, value);
      }
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        // nginx and similar proxies buffer answers unless told not to.
        'x-accel-buffering': 'no',
      });
      reply.raw.socket?.setNoDelay(true);
      streams.open(
        user.id,
        reply.raw,
        tokenExpiry(request),
        negotiateLocale(request.headers['accept-language']),
      );
      return reply;
    },
  );
}

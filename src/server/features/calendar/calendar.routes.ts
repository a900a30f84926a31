import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CALENDAR_FEED_PREFIX, calendarRoutes } from '#shared/contracts/calendar';
import type { AppContext } from '#server/app-context';
import { registerRoute } from '#server/http/register-route';

/** Where this request reached the app, e.g. `https://example.com` (https behind TRUST_PROXY). */
function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

export function registerCalendarRoutes(app: FastifyInstance, context: AppContext): void {
  const service = context.services.calendar;

  registerRoute(app, calendarRoutes.status, ({ user, params }) =>
    service.getStatus(user.id, params.id),
  );
  registerRoute(app, calendarRoutes.create, ({ user, params, request }) =>
    service.createLink(user.id, params.id, requestOrigin(request)),
  );
  registerRoute(app, calendarRoutes.revoke, ({ user, params }) =>
    service.revokeLink(user.id, params.id),
  );

  // The feed is iCalendar text, not JSON, so it stands outside the contract's route table. Its
  // token is the only key (docs/SECURITY.md): the request log never records it (request-log.ts).
  const limit = app.rateLimits.calendar;
  app.get<{ Params: { file: string } }>(
    `${CALENDAR_FEED_PREFIX}:file`,
    {
      schema: { hide: true },
      preHandler: async (request) => {
        await limit.check({ ip: request.ip });
      },
    },
    async (request, reply) => {
      const feed = await service.getFeed(request.params.file);
      return (
        reply
          .type('text/calendar; charset=utf-8')
          // A private link's answer: never kept by a shared cache, nor stored by a browser.
          .header('Cache-Control', 'private, no-store')
          .header('X-Robots-Tag', 'noindex')
          .send(feed)
      );
    },
  );
}

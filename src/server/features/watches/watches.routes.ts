import type { FastifyInstance } from 'fastify';
import { watchRoutes } from '#shared/contracts/watches';
import type { AppContext } from '#server/app-context';
import { registerRoute } from '#server/http/register-route';

export function registerWatchesRoutes(app: FastifyInstance, context: AppContext): void {
  const service = context.services.watches;

  registerRoute(app, watchRoutes.list, ({ user }) => service.list(user.id));
  registerRoute(app, watchRoutes.create, ({ user, body }) => service.create(user.id, body));
  registerRoute(app, watchRoutes.delete, ({ user, params }) =>
    service.remove(user.id, params.watchId),
  );
  registerRoute(app, watchRoutes.check, ({ user, params }) =>
    service.checkNow(user.id, params.watchId),
  );
  registerRoute(app, watchRoutes.history, ({ user, params }) =>
    service.history(user.id, params.watchId),
  );
}

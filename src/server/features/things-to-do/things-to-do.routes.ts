import type { FastifyInstance } from 'fastify';
import { thingsToDoRoutes } from '#shared/contracts/things-to-do';
import type { AppContext } from '#server/app-context';
import { registerRoute } from '#server/http/register-route';

export function registerThingsToDoRoutes(app: FastifyInstance, context: AppContext): void {
  const service = context.services.thingsToDo;
  registerRoute(app, thingsToDoRoutes.list, ({ user, params, query }) =>
    service.listForTrip(user.id, params.id, query.kind),
  );
}

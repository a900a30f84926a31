import type { FastifyInstance } from 'fastify';
import { compareRoutes } from '#shared/contracts/compare';
import type { AppContext } from '#server/app-context';
import { registerRoute } from '#server/http/register-route';

export function registerCompareRoutes(app: FastifyInstance, context: AppContext): void {
  const service = context.services.compare;

  registerRoute(app, compareRoutes.dates, ({ user, params, query }) =>
    service.compareDates(user.id, params.id, query),
  );
  registerRoute(app, compareRoutes.places, ({ user, params, query }) =>
    service.comparePlaces(user.id, params.id, query.place),
  );
  registerRoute(app, compareRoutes.trips, ({ user, params }) =>
    service.compareTrips(user.id, params.id),
  );
}

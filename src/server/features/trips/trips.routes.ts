import type { FastifyInstance } from 'fastify';
import { tripRoutes } from '#shared/contracts/trips';
import type { AppContext } from '#server/app-context';
import { registerRoute } from '#server/http/register-route';

export function registerTripsRoutes(app: FastifyInstance, context: AppContext): void {
  const service = context.services.trips;

  // The trip reads join the caller's account row, so they check it themselves.
  const accountCheckedByRead = { accountCheckedByRead: true };
  registerRoute(
    app,
    tripRoutes.list,
    ({ user, query }) => service.listTrips(user, query.email),
    accountCheckedByRead,
  );
  registerRoute(app, tripRoutes.create, ({ user, body }) => service.createTrip(user.id, body));
  registerRoute(
    app,
    tripRoutes.get,
    ({ user, params }) => service.getTrip(user, params.id),
    accountCheckedByRead,
  );
  registerRoute(app, tripRoutes.update, ({ user, params, body }) =>
    service.updateTrip(user.id, params.id, body),
  );
  registerRoute(app, tripRoutes.delete, ({ user, params }) =>
    service.deleteTrip(user.id, params.id),
  );
}

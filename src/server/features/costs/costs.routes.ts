import type { FastifyInstance } from 'fastify';
import { costRoutes } from '#shared/contracts/costs';
import type { AppContext } from '#server/app-context';
import { registerRoute } from '#server/http/register-route';

export function registerCostsRoutes(app: FastifyInstance, context: AppContext): void {
  const service = context.services.costs;
  // The plan's read joins the caller's account row, and a change reads the trip with the
  // caller's role on it, so each checks the account itself.
  const accountCheckedByRead = { accountCheckedByRead: true };

  registerRoute(
    app,
    costRoutes.plan,
    ({ user, params }) => service.getPlan(user, params.id),
    accountCheckedByRead,
  );
  registerRoute(
    app,
    costRoutes.create,
    ({ user, params, body }) => service.createLine(user, params.id, body),
    accountCheckedByRead,
  );
  registerRoute(
    app,
    costRoutes.update,
    ({ user, params, body }) => service.updateLine(user, params.id, params.costId, body),
    accountCheckedByRead,
  );
  registerRoute(
    app,
    costRoutes.delete,
    ({ user, params, query }) =>
      service.deleteLine(user, params.id, params.costId, query.expectedVersion),
    accountCheckedByRead,
  );
  registerRoute(
    app,
    costRoutes.estimate,
    ({ user, params, body }) => service.estimate(user, params.id, body),
    accountCheckedByRead,
  );
}

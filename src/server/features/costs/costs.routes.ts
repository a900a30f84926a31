import type { FastifyInstance } from 'fastify';
import { costRoutes } from '#shared/contracts/costs';
import type { AppContext } from '#server/app-context';
import { registerRoute } from '#server/http/register-route';

export function registerCostsRoutes(app: FastifyInstance, context: AppContext): void {
  const service = context.services.costs;

  // The plan's read joins the caller's account row, so it checks it itself.
  registerRoute(app, costRoutes.plan, ({ user, params }) => service.getPlan(user, params.id), {
    accountCheckedByRead: true,
  });
  registerRoute(app, costRoutes.create, ({ user, params, body }) =>
    service.createLine(user.id, params.id, body),
  );
  registerRoute(app, costRoutes.update, ({ user, params, body }) =>
    service.updateLine(user.id, params.id, params.costId, body),
  );
  registerRoute(app, costRoutes.delete, ({ user, params, query }) =>
    service.deleteLine(user.id, params.id, params.costId, query.expectedVersion),
  );
  registerRoute(app, costRoutes.estimate, ({ user, params, body }) =>
    service.estimate(user.id, params.id, body),
  );
}

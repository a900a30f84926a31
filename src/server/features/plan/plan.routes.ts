import type { FastifyInstance } from 'fastify';
import { planRoutes } from '#shared/contracts/plan';
import type { AppContext } from '#server/app-context';
import { registerRoute } from '#server/http/register-route';

export function registerPlanRoutes(app: FastifyInstance, context: AppContext): void {
  const service = context.services.plan;

  registerRoute(app, planRoutes.plan, ({ user, params }) => service.getPlan(user.id, params.id));
  registerRoute(app, planRoutes.createItem, ({ user, params, body }) =>
    service.createItem(user.id, params.id, body),
  );
  registerRoute(app, planRoutes.updateItem, ({ user, params, body }) =>
    service.updateItem(user.id, params.id, params.itemId, body),
  );
  registerRoute(app, planRoutes.moveItem, ({ user, params, body }) =>
    service.moveItem(user.id, params.id, params.itemId, body),
  );
  registerRoute(app, planRoutes.deleteItem, ({ user, params }) =>
    service.deleteItem(user.id, params.id, params.itemId),
  );
}

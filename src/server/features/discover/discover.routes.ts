import type { FastifyInstance } from 'fastify';
import { compareRoutes } from '#shared/contracts/compare';
import type { AppContext } from '#server/app-context';
import { registerRoute } from '#server/http/register-route';

export function registerDiscoverRoutes(app: FastifyInstance, context: AppContext): void {
  const service = context.services.discover;
  registerRoute(app, compareRoutes.discover, ({ query }) => service.discover(query));
}

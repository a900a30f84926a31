import type { FastifyInstance } from 'fastify';
import { healthRoutes } from '#shared/contracts/health';
import type { AppContext } from '#server/app-context';
import { registerRoute } from '#server/http/register-route';

/** Routes are only registered once migrations have run, and the check asks the database, so
 * 200 means ready and 503 means the database cannot be reached (docs/PRODUCT-RULES.md#readiness). */
export function registerHealthRoutes(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, healthRoutes.health, () => context.services.health.check());
}

import type { FastifyInstance } from 'fastify';
import { healthRoutes } from '#shared/contracts/health';
import { registerRoute } from '#server/http/register-route';

/** Routes are only registered once migrations have run, so answering at all means ready
 * (docs/PRODUCT-RULES.md#readiness). */
export function registerHealthRoutes(app: FastifyInstance): void {
  registerRoute(app, healthRoutes.health, async () => ({ status: 'ok' as const }));
}

import type { FastifyInstance } from 'fastify';
import { weatherRoutes } from '#shared/contracts/weather';
import type { AppContext } from '#server/app-context';
import { registerRoute } from '#server/http/register-route';

export function registerWeatherRoutes(app: FastifyInstance, context: AppContext): void {
  const service = context.services.weather;
  registerRoute(app, weatherRoutes.current, ({ query }) => service.current(query));
}

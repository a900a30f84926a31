import type { FastifyInstance } from 'fastify';
import { climateRoutes } from '#shared/contracts/climate';
import type { AppContext } from '#server/app-context';
import { registerRoute } from '#server/http/register-route';

export function registerClimateRoutes(app: FastifyInstance, context: AppContext): void {
  const service = context.services.climate;
  registerRoute(app, climateRoutes.typicalWeather, ({ params, user }) =>
    service.typicalWeatherForTrip(user.id, params.id),
  );
}

import type { FastifyInstance } from 'fastify';
import { weatherRoutes } from '#shared/contracts/weather';
import type { AppContext } from '#server/app-context';
import { registerRoute } from '#server/http/register-route';

export function registerWeatherRoutes(app: FastifyInstance, context: AppContext): void {
  const { weather } = context.providers;

  registerRoute(app, weatherRoutes.current, async ({ query, user }) => {
    await context.rateLimiter.hit(
      `provider:${user.id}`,
      context.config.PROVIDER_RATE_LIMIT_PER_MINUTE,
      60,
    );
    const reading = await weather.current({
      city: query.city,
      ...(query.state ? { state: query.state } : {}),
      ...(query.country ? { country: query.country } : {}),
    });
    return {
      weather: [{ description: reading.description }],
      main: { temp: reading.temperatureC },
      name: reading.placeName,
      attribution: reading.attribution,
    };
  });
}

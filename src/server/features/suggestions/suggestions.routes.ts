import type { FastifyInstance } from 'fastify';
import { suggestionRoutes } from '#shared/contracts/suggestions';
import type { AppContext } from '#server/app-context';
import { registerRoute } from '#server/http/register-route';

export function registerSuggestionsRoutes(app: FastifyInstance, context: AppContext): void {
  const service = context.services.suggestions;
  registerRoute(app, suggestionRoutes.tripSuggestion, ({ body }) =>
    service.bestTimes(body.location),
  );
  registerRoute(app, suggestionRoutes.funPlaces, ({ body }) => service.funPlaces(body.location));
}

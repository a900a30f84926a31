import type { FastifyInstance } from 'fastify';
import { suggestionRoutes } from '#shared/contracts/suggestions';
import type { AppContext } from '#server/app-context';
import { registerRoute } from '#server/http/register-route';

export function registerSuggestionsRoutes(app: FastifyInstance, context: AppContext): void {
  const { suggestions } = context.providers;
  const limitPerUser = (userId: string) =>
    context.rateLimiter.hit(
      `provider:${userId}`,
      context.config.PROVIDER_RATE_LIMIT_PER_MINUTE,
      60,
    );

  registerRoute(app, suggestionRoutes.tripSuggestion, async ({ body, user }) => {
    await limitPerUser(user.id);
    const answer = await suggestions.bestTimes(body.location);
    return { tripSuggestions: answer.suggestions, source: answer.source };
  });

  registerRoute(app, suggestionRoutes.funPlaces, async ({ body, user }) => {
    await limitPerUser(user.id);
    const answer = await suggestions.funPlaces(body.location);
    return { funPlaces: answer.lines.join('\n'), source: answer.source };
  });
}

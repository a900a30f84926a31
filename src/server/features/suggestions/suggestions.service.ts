import type { RouteReply } from '#shared/contracts/route';
import type { suggestionRoutes } from '#shared/contracts/suggestions';
import type { SuggestionsProvider } from '#server/providers/suggestions/suggestions-provider';

/** Best times to go and fun places, in the original client's shapes. */
export function createSuggestionsService({ suggestions }: { suggestions: SuggestionsProvider }) {
  return {
    async bestTimes(location: string): Promise<RouteReply<typeof suggestionRoutes.tripSuggestion>> {
      const answer = await suggestions.bestTimes(location);
      return {
        tripSuggestions: answer.suggestions,
        source: answer.source,
        ...(answer.sourceDetail && { sourceDetail: answer.sourceDetail }),
      };
    },

    async funPlaces(location: string): Promise<RouteReply<typeof suggestionRoutes.funPlaces>> {
      const answer = await suggestions.funPlaces(location);
      return { funPlaces: answer.lines.join('\n'), source: answer.source };
    },
  };
}

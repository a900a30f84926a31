import type { SEASON_KINDS, TripSuggestion } from '#shared/contracts/suggestions';
import type { tripSuggestionsResponseSchema } from '#shared/contracts/suggestions';
import type { Formats } from '#shared/i18n/formats';
import type { MessageKey, Translator } from '#shared/i18n/translator';
import type { z } from 'zod';

type SeasonKind = (typeof SEASON_KINDS)[number];
type TripSuggestionsAnswer = z.infer<typeof tripSuggestionsResponseSchema>;

const SEASON_NAME: Record<SeasonKind, MessageKey> = {
  'tropics-dry': 'suggestions.seasonDry',
  'tropics-wet': 'suggestions.seasonWet',
  'polar-summer': 'suggestions.seasonSummer',
  'polar-winter': 'suggestions.seasonWinter',
  spring: 'suggestions.seasonSpring',
  autumn: 'suggestions.seasonAutumn',
  summer: 'suggestions.seasonSummer',
  winter: 'suggestions.seasonWinter',
};

const SEASON_REASON: Record<SeasonKind, MessageKey> = {
  'tropics-dry': 'suggestions.reasonTropicsDry',
  'tropics-wet': 'suggestions.reasonTropicsWet',
  'polar-summer': 'suggestions.reasonPolarSummer',
  'polar-winter': 'suggestions.reasonPolarWinter',
  spring: 'suggestions.reasonSpring',
  autumn: 'suggestions.reasonAutumn',
  summer: 'suggestions.reasonSummer',
  winter: 'suggestions.reasonWinter',
};

const SEASON_DESCRIPTION: Record<SeasonKind, MessageKey> = {
  'tropics-dry': 'suggestions.describeTropicsDry',
  'tropics-wet': 'suggestions.describeTropicsWet',
  'polar-summer': 'suggestions.describePolarSummer',
  'polar-winter': 'suggestions.describePolarWinter',
  spring: 'suggestions.describeSpring',
  autumn: 'suggestions.describeAutumn',
  summer: 'suggestions.describeSummer',
  winter: 'suggestions.describeWinter',
};

/**
 * A best-times suggestion in the reader's language, from its language-free fields; one without
 * them (a model's answer) is shown as the server wrote it. English gives the server's strings
 * exactly (tests/server/suggestion-wording.test.ts).
 */
export function wordSuggestion(
  t: Translator,
  f: Pick<Formats, 'monthName'>,
  suggestion: TripSuggestion,
): Pick<TripSuggestion, 'season' | 'months' | 'reason' | 'description'> {
  const { climate, seasonal } = suggestion;
  if (climate) {
    const month = f.monthName(climate.month);
    return {
      // A heading starts with a capital, in languages that write month names in lower case too.
      season: `${month.charAt(0).toLocaleUpperCase(t.locale)}${month.slice(1)}`,
      months: month,
      reason: t('suggestions.climateReason', {
        warmth: climate.warmth,
        wetness: climate.wetness,
        high: climate.dayHighC,
        rain: climate.rainMm,
      }),
      description: t('suggestions.climateDescription', {
        high: climate.dayHighC,
        low: climate.nightLowC,
        rain: climate.rainMm,
        score: climate.sunshineScore,
      }),
    };
  }
  if (seasonal) {
    return {
      season: t(SEASON_NAME[seasonal.kind]),
      months: t('suggestions.monthSpan', {
        from: f.monthName(seasonal.fromMonth),
        to: f.monthName(seasonal.toMonth),
      }),
      reason: t(SEASON_REASON[seasonal.kind]),
      description: t(SEASON_DESCRIPTION[seasonal.kind], {
        place: seasonal.place,
        direction: seasonal.north ? 'north' : 'south',
        caveat: t('suggestions.latitudeCaveat'),
      }),
    };
  }
  return suggestion;
}

/** Where the suggestions came from, in the reader's language when the server gave its parts. */
export function wordSuggestionSource(t: Translator, answer: TripSuggestionsAnswer): string {
  const detail = answer.sourceDetail;
  if (detail?.kind === 'seasons') return t('suggestions.seasonsSource');
  if (detail?.kind === 'climate') {
    const values = {
      city: detail.city,
      iata: detail.iata,
      km: detail.distanceKm,
      near: detail.near,
    };
    return t(
      detail.distanceKm < 1 ? 'suggestions.climateSource' : 'suggestions.climateSourceAway',
      values,
    );
  }
  return answer.source;
}

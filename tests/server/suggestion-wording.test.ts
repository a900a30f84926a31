import { describe, expect, it } from 'vitest';
import type { TripSuggestion } from '#shared/contracts/suggestions';
import { wordSuggestion, wordSuggestionSource } from '#shared/domain/suggestion-wording';
import { messages } from '#shared/i18n/catalogs/en';
import { formatsFor } from '#shared/i18n/formats';
import { createTranslator } from '#shared/i18n/translator';
import { CLIMATE_CREDIT, monthReason, warmthOf, wetnessOf } from '#server/climate/climate';
import { getGazetteer, type GazetteerPlace } from '#server/providers/places/gazetteer';
import { createEmbeddedSuggestions } from '#server/providers/suggestions/embedded-suggestions';
import { seasonalSuggestions } from '#server/providers/suggestions/seasons';

// The client words best-times suggestions from their language-free fields; in English that
// wording must stay exactly the server's strings, which API clients read.
const t = createTranslator('en', messages);
const f = formatsFor('en');
const suggestions = createEmbeddedSuggestions(getGazetteer());

const english = (suggestion: TripSuggestion) => {
  const { season, months, reason, description } = suggestion;
  return { season, months, reason, description };
};

describe("the client's English wording of suggestions", () => {
  it.each([
    'Lisbon, Lisboa, Portugal',
    'Reykjavik, Iceland',
    'Singapore',
    'Mumbai, Maharashtra, India',
    'Melbourne, Victoria, Australia',
    'Denver, Colorado, United States',
    'Bangkok, Thailand',
    'Agadez, Niger',
    'Tromso, Norway',
    'Ushuaia, Argentina',
  ])('equals the server English for %s', async (location) => {
    const answer = await suggestions.bestTimes(location);
    expect(answer.suggestions.length).toBeGreaterThan(0);
    for (const suggestion of answer.suggestions) {
      expect(suggestion.climate ?? suggestion.seasonal).toBeDefined();
      expect(wordSuggestion(t, f, suggestion)).toEqual(english(suggestion));
    }
    expect(answer.sourceDetail).toBeDefined();
    expect(wordSuggestionSource(t, { tripSuggestions: answer.suggestions, ...answer })).toBe(
      answer.source,
    );
  });

  it('words every warmth, wetness and figure as the server does', () => {
    for (const dayHighC of [-12, 0, 4, 5, 14, 15, 21, 22, 29, 30, 41]) {
      for (const rainMm of [0, 40, 41, 100, 101, 1234]) {
        const normals = { month: 1, dayHighC, nightLowC: dayHighC - 9, rainMm, sunshineScore: 7 };
        const reason = monthReason(normals);
        const suggestion: TripSuggestion = {
          season: 'January',
          months: 'January',
          reason: `${reason.charAt(0).toUpperCase()}${reason.slice(1)}.`,
          description: `Typically ${dayHighC} °C by day and ${dayHighC - 9} °C at night, with ${rainMm} mm of rain in the month; sunshine score 7 of 100.`,
          climate: { ...normals, warmth: warmthOf(dayHighC), wetness: wetnessOf(rainMm) },
        };
        expect(wordSuggestion(t, f, suggestion)).toEqual(english(suggestion));
      }
    }
  });

  it('words the seasons of every latitude band and hemisphere as the server does', () => {
    for (const lat of [-75, -45, -10, 10, 45, 75]) {
      const place = { name: 'Somewhere', lat, lng: 0 } as GazetteerPlace;
      for (const suggestion of seasonalSuggestions(place, 'Somewhere')) {
        expect(wordSuggestion(t, f, suggestion)).toEqual(english(suggestion));
      }
    }
  });

  it("words the typical-weather credit as the server's", () => {
    expect(t('weather.climateCredit')).toBe(CLIMATE_CREDIT);
  });

  it("shows a model's suggestion as it was written", () => {
    const written = { season: 'Spring', months: 'April', reason: 'Blossom.', description: 'Nice.' };
    expect(wordSuggestion(t, f, written)).toEqual(written);
    expect(wordSuggestionSource(t, { tripSuggestions: [written], source: 'Generated' })).toBe(
      'Generated',
    );
  });
});

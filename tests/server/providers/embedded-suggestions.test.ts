import { describe, expect, it } from 'vitest';
import { getGazetteer } from '#server/providers/places/gazetteer';
import { CLIMATE_CREDIT } from '#server/climate/climate';
import {
  OFFLINE_SOURCE,
  SEASONS_SOURCE,
  createEmbeddedSuggestions,
} from '#server/providers/suggestions/embedded-suggestions';

const suggestions = createEmbeddedSuggestions(getGazetteer());

describe('embedded suggestions', () => {
  it("gives Lisbon's warm, dry summer months first, from its typical weather", async () => {
    const answer = await suggestions.bestTimes('Lisbon, Lisboa, Portugal');
    expect(answer.suggestions.map((s) => s.months)).toEqual([
      'July',
      'August',
      'June',
      'September',
    ]);
    expect(answer.suggestions[0]).toEqual({
      season: 'July',
      months: 'July',
      reason: 'Warm and dry: 23 °C, 4 mm rain.',
      description:
        'Typically 23 °C by day and 16 °C at night, with 4 mm of rain in the month; sunshine score 96 of 100.',
      climate: {
        month: 7,
        dayHighC: 23,
        nightLowC: 16,
        rainMm: 4,
        sunshineScore: 96,
        warmth: 'warm',
        wetness: 'dry',
      },
    });
    expect(answer.suggestions.every((s) => s.reason.startsWith('Warm and dry: '))).toBe(true);
    expect(answer.source).toContain('Lisbon (LIS), 7 km from Lisbon');
    expect(answer.source).toContain(CLIMATE_CREDIT);
  });

  it('gives the southern summer in the southern hemisphere', async () => {
    const answer = await suggestions.bestTimes('Melbourne, Victoria, Australia');
    expect(answer.suggestions.slice(0, 3).map((s) => s.months)).toEqual(
      expect.arrayContaining(['January', 'February']),
    );
  });

  it("gives the tropics' dry months first", async () => {
    const answer = await suggestions.bestTimes('Bangkok, Thailand');
    expect(answer.suggestions.map((s) => s.months)).toEqual(
      expect.arrayContaining(['December', 'January']),
    );
    expect(answer.suggestions[0]?.reason).toMatch(/^Hot and dry: /);
  });

  it('falls back to seasons by latitude where no climate destination is within 150 km', async () => {
    // Agadez, Niger is about 370 km from the nearest destination's airport.
    const answer = await suggestions.bestTimes('Agadez, Niger');
    expect(answer.suggestions.map((s) => s.season)).toEqual(['Dry season', 'Wet season']);
    expect(answer.suggestions[0]?.seasonal).toEqual({
      kind: 'tropics-dry',
      fromMonth: 11,
      toMonth: 4,
      place: 'Agadez',
      north: true,
    });
    expect(answer.source).toBe(SEASONS_SOURCE);
    expect(answer.sourceDetail).toEqual({ kind: 'seasons' });
  });

  it('lists real sights first, with their source, then nearby towns as day trips', async () => {
    const answer = await suggestions.funPlaces('Lisbon, Lisboa, Portugal');
    const lines = answer.lines;
    // Best known first (src/server/sights/data/README.md): Belém before the nearer castle.
    expect(lines[0]).toBe('See: Belém Tower (castle, 7.7 km), Castlemap, from Wikidata');
    expect(lines).toContain(
      'See: Castle of Saint George (castle, 300 m), Castlemap, from Wikidata',
    );
    expect(lines.filter((line) => line.startsWith('See: '))).toHaveLength(8);
    expect(lines).toContain(
      'See: Monastery of the Hieronymites and Tower of Belém in Lisbon (historic, 7.7 km), UNESCO World Heritage Centre',
    );
    const dayTrips = lines.filter((line) => line.startsWith('Day trip: '));
    expect(dayTrips).toHaveLength(5);
    expect(dayTrips.every((line) => /^Day trip: [^,]+ \(\d+ km\)$/.test(line))).toBe(true);
    // A suburb is a day trip, never a sight.
    expect(lines.some((line) => line.startsWith('See: ') && line.includes('Amadora'))).toBe(false);
    expect(lines.some((line) => line.includes('(LIS)'))).toBe(true);
    expect(lines.every((line) => !line.includes('\n'))).toBe(true);
    expect(answer.source).toContain('Castlemap, from Wikidata (CC0 1.0)');
    expect(answer.source).toContain('UNESCO World Heritage Centre (CC BY-SA 3.0 IGO)');
  });

  it('lists only day trips and airports where no sight is shipped near', async () => {
    // Red Deer, Alberta: no shipped list has a sight within 30 km of it.
    const answer = await suggestions.funPlaces('Red Deer, AB, Canada');
    expect(answer.lines.some((line) => line.startsWith('See: '))).toBe(false);
    expect(answer.lines.some((line) => line.startsWith('Day trip: '))).toBe(true);
    expect(answer.source).toBe(OFFLINE_SOURCE);
  });

  it('answers 404 for a place it has no data for', async () => {
    await expect(suggestions.funPlaces('Atlantis, Nowhere')).rejects.toMatchObject({ status: 404 });
  });
});

import { describe, expect, it } from 'vitest';
import { getGazetteer } from '#server/providers/places/gazetteer';
import {
  OFFLINE_SOURCE,
  createEmbeddedSuggestions,
} from '#server/providers/suggestions/embedded-suggestions';

const suggestions = createEmbeddedSuggestions(getGazetteer());

describe('embedded suggestions', () => {
  it('gives temperate seasons with northern months for Lisbon', async () => {
    const answer = await suggestions.bestTimes('Lisbon, Lisboa, Portugal');
    expect(answer.source).toBe(OFFLINE_SOURCE);
    expect(answer.source).toMatch(/^Offline suggestions/);
    expect(answer.suggestions.map((s) => s.season)).toEqual([
      'Spring',
      'Autumn',
      'Summer',
      'Winter',
    ]);
    expect(answer.suggestions[0]?.months).toBe('March to May');
  });

  it('gives southern months in the southern hemisphere', async () => {
    const answer = await suggestions.bestTimes('Melbourne, Victoria, Australia');
    expect(answer.suggestions[0]).toMatchObject({
      season: 'Spring',
      months: 'September to November',
    });
  });

  it('frames the tropics as dry and wet seasons', async () => {
    const answer = await suggestions.bestTimes('Bangkok, Thailand');
    expect(answer.suggestions.map((s) => s.season)).toEqual(['Dry season', 'Wet season']);
  });

  it('lists nearby towns with distances and the nearest airport, one a line', async () => {
    const answer = await suggestions.funPlaces('Lisbon, Lisboa, Portugal');
    const lines = answer.lines;
    expect(lines.filter((line) => line.startsWith('Day trip: '))).toHaveLength(5);
    expect(lines.some((line) => /^Day trip: .+, \d+ km away/.test(line))).toBe(true);
    expect(lines.some((line) => line.includes('(LIS)'))).toBe(true);
    expect(lines.every((line) => !line.includes('\n'))).toBe(true);
  });

  it('answers 404 for a place it has no data for', async () => {
    await expect(suggestions.funPlaces('Atlantis, Nowhere')).rejects.toMatchObject({ status: 404 });
  });
});

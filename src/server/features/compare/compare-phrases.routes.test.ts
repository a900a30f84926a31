import { describe, expect, it } from 'vitest';
import type { CompareDates, ComparePlaces } from '#shared/contracts/compare';
import type { EstimatePhrase } from '#shared/contracts/estimate-phrases';
import { messages as german } from '#shared/i18n/catalogs/de';
import { messages as english } from '#shared/i18n/catalogs/en';
import { wordPhrase, type PhraseWording } from '#shared/i18n/estimate-phrases';
import { formatsFor } from '#shared/i18n/formats';
import { createTranslator } from '#shared/i18n/translator';
import { buildTrip } from '#tests/factories/trips';
import { authHeader, buildUser } from '#tests/factories/users';
import { useTestApp } from '#tests/setup/test-app';

/**
 * A comparison's reasons and what varies, worded by the client from the phrases sent beside
 * them, read in English exactly as the server's sentences, so the two never drift apart.
 */
const testApp = useTestApp();

const ENGLISH: PhraseWording = {
  locale: 'en',
  t: createTranslator('en', english),
  f: formatsFor('en'),
};
const GERMAN: PhraseWording = {
  locale: 'de',
  t: createTranslator('de', german),
  f: formatsFor('de'),
};

const words = (wording: PhraseWording, phrases: readonly EstimatePhrase[] | undefined) =>
  (phrases ?? []).map((said) => wordPhrase(wording, said));

async function tripFrom(home: { city: string; state: string }, destination: string) {
  const owner = await buildUser(testApp.db, home);
  const trip = await buildTrip(testApp.db, owner.id, {
    locationAddress: destination,
    tripLocation: destination.split(',')[0]!,
    tripStart: '2027-03-09',
    tripEnd: '2027-03-12',
    travellers: 2,
  });
  return { trip, headers: await authHeader(testApp.app, owner) };
}

async function compareDates(
  home: { city: string; state: string },
  destination: string,
  range = 'from=2027-01-04&to=2027-12-27',
) {
  const { trip, headers } = await tripFrom(home, destination);
  const response = await testApp.app.inject({
    method: 'GET',
    url: `/api/trips/getaway/${trip.id}/compare/dates?${range}`,
    headers,
  });
  expect(response.statusCode).toBe(200);
  return response.json<CompareDates>();
}

function expectSameWords(body: CompareDates) {
  expect(words(ENGLISH, body.variesPhrases)).toEqual(body.varies);
  for (const window of body.windows)
    expect(words(ENGLISH, window.reasonPhrases)).toEqual(window.reasons);
  // Every other language words them too, with nothing left unfilled.
  for (const text of [
    ...words(GERMAN, body.variesPhrases),
    ...body.windows.flatMap((window) => words(GERMAN, window.reasonPhrases)),
  ])
    expect(text).not.toMatch(/[{}]|undefined|NaN/);
}

describe('compare phrases read as the server’s English', () => {
  it.each([
    ['Denver', 'CO', 'Lisbon, Lisbon, Portugal'],
    ['Miami', 'FL', 'Buenos Aires, Buenos Aires F.D., Argentina'],
    ['Denver', 'CO', 'New York, NY, United States'],
    ['Seattle', 'WA', 'Anchorage, AK, United States'],
  ] as const)('dates from %s, %s to %s', async (city, state, destination) => {
    const body = await compareDates({ city, state }, destination);
    expect(body.varies.length).toBeGreaterThan(1);
    expectSameWords(body);
  });

  it('dates that cost the same, and a drive', async () => {
    expectSameWords(
      await compareDates(
        { city: 'Denver', state: 'CO' },
        'Colorado Springs, CO, United States',
        'from=2027-03-01&to=2027-03-05&step=day',
      ),
    );
    expectSameWords(
      await compareDates(
        { city: 'Denver', state: 'CO' },
        'Lisbon, Lisbon, Portugal',
        'from=2027-03-01&to=2027-03-04&step=day',
      ),
    );
  });

  it('places, with their notes', async () => {
    const { trip, headers } = await tripFrom(
      { city: 'Denver', state: 'CO' },
      'New York, NY, United States',
    );
    const response = await testApp.app.inject({
      method: 'GET',
      url: `/api/trips/getaway/${trip.id}/compare/places?place=Chicago&place=Porto&place=Boulder`,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json<ComparePlaces>();
    for (const place of body.places)
      expect(words(ENGLISH, place.reasonPhrases)).toEqual(place.reasons);
    expect(body.places.flatMap((place) => place.reasons).join(' ')).toMatch(/not listed|Lodging/);
  });

  it('says a reason in German', async () => {
    const body = await compareDates({ city: 'Denver', state: 'CO' }, 'Lisbon, Lisbon, Portugal');
    const august = body.windows.find((window) => window.start.startsWith('2027-08'))!;
    expect(words(GERMAN, august.reasonPhrases)[0]).toMatch(
      /^Unterkunft in Lisbon etwa \d+\s\$ pro Nacht, \d+\s% über dem Jahresdurchschnitt \(\d+\s\$\)$/,
    );
  });

  it('names a holiday and a long weekend in German', async () => {
    const body = await compareDates(
      { city: 'Denver', state: 'CO' },
      'Los Angeles, CA, United States',
    );
    const memorial = body.windows.find((window) => window.holiday === 'Memorial Day')!;
    expect(memorial.holidayNames).toMatchObject({ en: 'Memorial Day', es: expect.any(String) });
    expect(words(GERMAN, memorial.reasonPhrases).join(' ')).toContain(
      'mit Feiertagszuschlag (Memorial Day)',
    );
    const weekend = body.longWeekends.find((one) => one.name === 'Memorial Day');
    expect(weekend?.names).toMatchObject({ en: 'Memorial Day', de: 'Memorial Day' });
    const christmas = body.longWeekends.find((one) => one.start.startsWith('2027-12'));
    expect(christmas?.names?.de).toMatch(/Weihnacht/);
  });

  it('says the per diem seasons in German', async () => {
    const body = await compareDates(
      { city: 'Seattle', state: 'WA' },
      'Anchorage, AK, United States',
    );
    expect(body.varies[0]).toMatch(/^Lodging in Anchorage follows the per diem seasons for /);
    expect(words(GERMAN, body.variesPhrases)[0]).toMatch(
      /^Unterkunft in Anchorage folgt den Tagegeld-Saisons für /,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { ESTIMATE_PHRASE_CODES } from '#shared/contracts/estimate-phrases';
import { money } from '#shared/domain/money';
import { messages as english } from '#shared/i18n/catalogs/en';
import { wordBasis, wordPhrase, type PhraseWording } from '#shared/i18n/estimate-phrases';
import { formatsFor } from '#shared/i18n/formats';
import { createTranslator, type Messages } from '#shared/i18n/translator';
import { messages as german } from '#shared/i18n/catalogs/de';
import { messages as arabic } from '#shared/i18n/catalogs/ar';
import { messages as spanish } from '#shared/i18n/catalogs/es';
import { messages as french } from '#shared/i18n/catalogs/fr';
import { messages as italian } from '#shared/i18n/catalogs/it';
import { messages as portuguese } from '#shared/i18n/catalogs/pt';
import type { Locale } from '#shared/i18n/locales';
import { estimateTripCosts, type CostPlace, type EstimateInput } from './estimator';
import type { ExchangeRates } from './exchange-rates';

/**
 * The client words an estimate from the phrases the server sends; in English that wording must
 * be the server's own sentence, letter for letter, so the two never drift apart.
 */

const i18nOf = (locale: Locale, messages: Messages): PhraseWording => ({
  locale,
  t: createTranslator(locale, messages),
  f: formatsFor(locale),
});
const ENGLISH = i18nOf('en', english);

const place = (label: string, lat?: number, lng?: number): CostPlace =>
  lat === undefined || lng === undefined ? { label } : { label, lat, lng };
const DENVER = place('Denver, CO, United States', 39.73915, -104.9847);
const NEW_YORK = place('New York, NY, United States', 40.71427, -74.00597);
const LISBON = place('Lisbon, Lisbon, Portugal', 38.71667, -9.13333);
const TOKYO = place('Tokyo, Tokyo, Japan', 35.6895, 139.69171);
const BISHOP = place('Bishop, CA, United States', 37.36354, -118.39511);
const PHILADELPHIA = place('Philadelphia, PA, United States', 39.95233, -75.16379);
const LOS_ANGELES = place('Los Angeles, CA, United States', 34.05223, -118.24368);

const rates: ExchangeRates = {
  date: '2026-04-13',
  source: 'ECB reference rates',
  rates: { EUR: '1', USD: '1.1684', JPY: '186.75', GBP: '0.87058' },
};

const trips: Array<[string, Partial<EstimateInput>]> = [
  [
    'Aberdeen, South Dakota: an assumed route',
    { origin: DENVER, destination: place('Aberdeen, SD, United States', 45.4491, -98.4218) },
  ],
  ['Birmingham: one rate all year', { destination: place('Birmingham, AL, United States') }],
  ['Baghdad: lodging from elsewhere', { destination: place('Baghdad, Baghdad, Iraq') }],
  [
    'a town in an unlisted county',
    { destination: { label: 'Smallville, NY, United States', county: 'Nowhere' } },
  ],
  ['New York from Denver, two travellers', { origin: DENVER, travellers: 2 }],
  ['Lisbon from New York, in euros', { origin: NEW_YORK, destination: LISBON, currency: 'EUR' }],
  [
    'Lisbon over four months',
    { origin: DENVER, destination: LISBON, startDate: '2026-10-20', endDate: '2027-01-05' },
  ],
  ['Tokyo from Lisbon, no fare index', { origin: LISBON, destination: TOKYO }],
  ['Bishop: a flight and a drive on', { origin: DENVER, destination: BISHOP }],
  [
    'a drive with a car and its own cost',
    {
      origin: PHILADELPHIA,
      travellers: 7,
      drivingCostPerKm: money(30, 'EUR'),
      carRentalPerDay: money(4550, 'USD'),
      currency: 'GBP',
    },
  ],
  [
    'Memorial Day',
    { origin: DENVER, destination: LOS_ANGELES, startDate: '2027-05-29', endDate: '2027-05-31' },
  ],
  [
    'Washington without coordinates or origin',
    { destination: place('Washington, D.C., United States') },
  ],
  [
    'Brooklyn',
    {
      destination: place('Brooklyn, NY, United States'),
      origin: place('Denver, CO, United States'),
    },
  ],
  [
    'Brooklyn in Kings County',
    { destination: { label: 'Brooklyn, NY, United States', county: 'Kings' } },
  ],
  ['Coimbra', { destination: place('Coimbra, Coimbra, Portugal') }],
  ['Kabul', { destination: place('Kabul, Kabul, Afghanistan') }],
  ['Anchorage in seasons', { destination: place('Anchorage, AK, United States') }],
  ['Valletta', { destination: place('Valletta, Malta') }],
  ['nowhere known', { destination: place('Springfield') }],
  ['a day trip', { endDate: '2026-10-10' }],
];

const estimate = (overrides: Partial<EstimateInput>) =>
  estimateTripCosts({
    destination: NEW_YORK,
    startDate: '2026-10-10',
    endDate: '2026-10-13',
    travellers: 1,
    currency: 'USD',
    rates,
    ...overrides,
  });

describe('estimate phrases in English', () => {
  it.each(trips)('words %s exactly as the server does', (_name, overrides) => {
    const result = estimate(overrides);
    for (const line of result.lines) {
      expect(wordPhrase(ENGLISH, line.labelPhrase)).toBe(line.label);
      expect(wordBasis(ENGLISH, line.basisPhrases)).toBe(line.basis);
    }
    expect(result.notePhrases.map((said) => wordPhrase(ENGLISH, said))).toEqual(result.notes);
  });

  it('covers every phrase the estimator says', () => {
    const said = new Set(
      trips.flatMap(([, overrides]) => {
        const result = estimate(overrides);
        return [
          ...result.lines.flatMap((line) => [line.labelPhrase, ...line.basisPhrases]),
          ...result.notePhrases,
        ].map((phrase) => phrase.code);
      }),
    );
    // Reasons and what varies are the comparison's (server/features/compare).
    const estimators = ESTIMATE_PHRASE_CODES.filter((code) => !/^(reason|varies)_/.test(code));
    expect(estimators.filter((code) => !said.has(code))).toEqual([]);
  });
});

describe('estimate phrases in other languages', () => {
  const languages: Array<[Locale, Messages]> = [
    ['de', german],
    ['es', spanish],
    ['fr', french],
    ['pt', portuguese],
    ['it', italian],
    ['ar', arabic],
  ];

  it.each(languages)(
    'words every phrase in %s, with nothing left in braces',
    (locale, messages) => {
      const i18n = i18nOf(locale, messages);
      for (const [, overrides] of trips) {
        const result = estimate(overrides);
        const words = [
          ...result.lines.flatMap((line) => [
            wordPhrase(i18n, line.labelPhrase),
            wordBasis(i18n, line.basisPhrases),
          ]),
          ...result.notePhrases.map((said) => wordPhrase(i18n, said)),
        ];
        for (const text of words) expect(text).not.toMatch(/[{}]|undefined|NaN/);
      }
    },
  );

  it('writes a lodging line in German with its own numbers and money', () => {
    const i18n = i18nOf('de', german);
    const lodging = estimate({
      destination: LISBON,
      startDate: '2026-10-30',
      endDate: '2026-11-02',
      currency: 'EUR',
    }).lines.find((line) => line.kind === 'lodging')!;
    expect(wordPhrase(i18n, lodging.labelPhrase)).toBe('Unterkunft, 3 Nächte, 1 Zimmer');
    expect(wordBasis(i18n, lodging.basisPhrases)).toBe(
      '3 Nächte × 1 Zimmer zum Tagegeldsatz der US-Regierung für Unterkunft in Lisbon (280\u00a0$ pro Nacht, ohne Steuern), ein Richtwert der mittleren Preisklasse, kein Angebot. ' +
        'Der Satz gilt das ganze Jahr, daher wird er nach Monat angepasst: Nächte im Oktober und November liegen etwa im Jahresdurchschnitt (Eurostat HICP accommodation services (CP112), Portugal, 2015-2019, 2022-2025). ' +
        'Umgerechnet aus USD zum Kurs 0,855871 (ECB reference rates, 13. Apr. 2026).',
    );
  });
});

import type {
  EstimatePhrase,
  EstimatePhraseCode,
  EstimatePhraseValue,
} from '#shared/contracts/estimate-phrases';
import type { Money } from '#shared/domain/money';
import { INTL_LOCALES, type Formats } from './formats';
import type { DisplayLocale } from './locales';
import type { MessageKey, MessageValues, Translator } from './translator';

/** What wording needs: the language, its messages and its formats (the client's `useI18n()`). */
export interface PhraseWording {
  locale: DisplayLocale;
  t: Translator;
  f: Formats;
}

/**
 * An estimate's label and basis in the traveller's language, from the phrases the server sends
 * beside its English sentences (docs/I18N.md). In English the words are exactly the server's.
 */

const KEYS: Record<EstimatePhraseCode, MessageKey> = {
  label_lodging: 'costs.labelLodging',
  label_food: 'costs.labelFood',
  label_airfare: 'costs.labelAirfare',
  label_driving: 'costs.labelDriving',
  label_car_rental: 'costs.labelCarRental',
  lodging_rate: 'costs.basisLodgingRate',
  lodging_by_month: 'costs.basisLodgingByMonth',
  lodging_flat: 'costs.basisLodgingFlat',
  food_rate: 'costs.basisFoodRate',
  airfare_route: 'costs.basisAirfareRoute',
  airfare_international: 'costs.basisAirfareInternational',
  airfare_routes: 'costs.basisAirfareRoutes',
  airfare_routes_assumed: 'costs.basisAirfareRoutesAssumed',
  airfare_by_month: 'costs.basisAirfareByMonth',
  airfare_flat: 'costs.basisAirfareFlat',
  airfare_holiday: 'costs.basisAirfareHoliday',
  driving_from_airport: 'costs.basisDrivingFromAirport',
  driving_road: 'costs.basisDrivingRoad',
  driving_no_rental: 'costs.basisDrivingNoRental',
  car_rental_days: 'costs.basisCarRentalDays',
  converted: 'costs.basisConverted',
  note_county: 'costs.noteCounty',
  note_conus_county: 'costs.noteConusCounty',
  note_conus: 'costs.noteConus',
  note_no_country: 'costs.noteNoCountry',
  note_catch_all: 'costs.noteCatchAll',
  note_foreign_other: 'costs.noteForeignOther',
  note_lodging_other: 'costs.noteLodgingOther',
  note_no_lodging: 'costs.noteNoLodging',
  note_no_origin: 'costs.noteNoOrigin',
  note_not_located: 'costs.noteNotLocated',
  reason_lodging_near: 'compare.reasonLodgingNear',
  reason_lodging_off: 'compare.reasonLodgingOff',
  reason_lodging: 'compare.reasonLodging',
  reason_airfare: 'compare.reasonAirfare',
  reason_drive: 'compare.reasonDrive',
  varies_lodging_season: 'compare.variesLodgingSeason',
  varies_lodging_flat: 'compare.variesLodgingFlat',
  varies_airfare_season: 'compare.variesAirfareSeason',
  varies_airfare_flat: 'compare.variesAirfareFlat',
  varies_holiday: 'compare.variesHoliday',
  varies_flat_seasons: 'compare.variesFlatSeasons',
  varies_flat_none: 'compare.variesFlatNone',
};

/** Phrases whose signed `percent` says a direction (above, below) and a size. */
const SIGNED_PERCENT = new Set<EstimatePhraseCode>([
  'lodging_by_month',
  'airfare_by_month',
  'reason_lodging_off',
]);

const isMoney = (value: EstimatePhraseValue): value is Money =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  'amount' in value &&
  'currency' in value;

/** A name by language (a holiday's): the traveller's, else none. */
function nameIn(value: EstimatePhraseValue | undefined, locale: DisplayLocale): string | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value) || isMoney(value))
    return undefined;
  const names = value as Record<string, string>;
  return locale === 'en-XA' ? undefined : names[locale];
}

const regionNames = new Map<string, Intl.DisplayNames>();
/** A country's name in the language; the code itself when `Intl` has none. */
function countryName(tag: string, code: string): string {
  let names = regionNames.get(tag);
  if (!names) {
    names = new Intl.DisplayNames([tag], { type: 'region' });
    regionNames.set(tag, names);
  }
  try {
    return names.of(code) ?? code;
  } catch {
    return code;
  }
}

/** The message values of a phrase: money and months formatted, choices as select words. */
function valuesOf(
  { t, f, locale }: PhraseWording,
  { code, params }: EstimatePhrase,
): MessageValues {
  const values: MessageValues = {};
  const fold = (key: 'costs.phraseSpan' | 'costs.phraseAnd', parts: string[]) =>
    parts.reduce((left, right) =>
      key === 'costs.phraseSpan'
        ? t('costs.phraseSpan', { from: left, to: right })
        : t('costs.phraseAnd', { first: left, second: right }),
    );
  for (const [name, value] of Object.entries(params)) {
    if (value === null || typeof value === 'boolean') continue;
    if (name === 'months' && Array.isArray(value))
      values[name] = fold(
        'costs.phraseAnd',
        (value as number[]).map((month) => f.monthName(month)),
      );
    else if (Array.isArray(value))
      values[name] = fold(
        'costs.phraseSpan',
        (value as EstimatePhraseValue[]).filter(isMoney).map((part) => f.estimate(part)),
      );
    else if (isMoney(value)) values[name] = f.estimate(value);
    else if (typeof value === 'string' || typeof value === 'number') values[name] = value;
  }
  // How far from the year's average: a direction and a size.
  if (typeof params.percent === 'number' && SIGNED_PERCENT.has(code)) {
    values.direction = params.percent > 0 ? 'above' : params.percent < 0 ? 'below' : 'at';
    values.percent = Math.abs(params.percent);
  }
  if (typeof params.month === 'number') values.month = f.monthName(params.month);
  // Optional parts: said or not.
  values.withPremium = params.connectionPremium ? 'yes' : 'no';
  if (isMoney(params.connectionPremium ?? null))
    values.premium = f.estimate(params.connectionPremium as Money);
  values.withOwnLevel = params.ownFareLevel ? 'yes' : 'no';
  values.fromAirport = params.airport ? 'yes' : 'no';
  values.guessed = params.guessPerKm ? 'yes' : 'no';
  values.withRoute = params.route ? 'yes' : 'no';
  values.perDiem = params.perDiemArea ? 'yes' : 'no';
  values.withHoliday = params.holiday ? 'yes' : 'no';
  const amountOf = (value: EstimatePhraseValue | undefined) =>
    value !== undefined && isMoney(value) ? (value as Money).amount : undefined;
  const low = amountOf(params.low);
  values.same = low !== undefined && low === amountOf(params.high) ? 'yes' : 'no';
  // English keeps the server's own writing (1234 km, 0.855871, 2026-04-13, "the US"); the other
  // languages write numbers, dates and country names their way.
  if (locale !== 'en' && locale !== 'en-XA') {
    const tag = INTL_LOCALES[locale];
    if (typeof params.km === 'number') values.km = f.number(params.km);
    if (typeof params.factor === 'number') values.factor = f.number(params.factor);
    if (typeof params.rate === 'string')
      values.rate = f.number(Number(params.rate), { maximumSignificantDigits: 6 });
    if (typeof params.date === 'string') values.date = f.date(params.date);
    if (typeof params.fromCountry === 'string') values.from = countryName(tag, params.fromCountry);
    if (typeof params.toCountry === 'string') values.to = countryName(tag, params.toCountry);
    const holiday = nameIn(params.holidayNames, locale);
    if (holiday) values.holiday = holiday;
  }
  return values;
}

/** One phrase as a sentence (or a label) in the traveller's language. */
export function wordPhrase(i18n: PhraseWording, said: EstimatePhrase): string {
  return i18n.t(KEYS[said.code], valuesOf(i18n, said));
}

/** A basis, sentence by sentence. */
export function wordBasis(i18n: PhraseWording, phrases: readonly EstimatePhrase[]): string {
  return phrases.map((said) => wordPhrase(i18n, said)).join(' ');
}

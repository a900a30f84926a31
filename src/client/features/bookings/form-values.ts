import {
  bookingBodySchema,
  type BookingInput,
  type BookingKind,
  type BookingPlace,
  type LocalDateTime,
} from '#shared/contracts/bookings';
import { isCurrencyCode, type CurrencyCode } from '#shared/domain/money';
import type { Translator } from '#shared/i18n/translator';
import { ENGLISH } from '#client/lib/i18n';
import { amountToText, parseAmount } from '#client/lib/parse-amount';

/** The booking form's fields as typed: every value a string, turned into a body on save. */
export interface PlaceValues {
  code: string;
  name: string;
  address: string;
  lat: string;
  lng: string;
}
export interface MomentValues {
  date: string;
  time: string;
  timeZone: string;
}
export interface LegValues {
  number: string;
  carrier: string;
  from: PlaceValues;
  to: PlaceValues;
  departs: MomentValues;
  arrives: MomentValues;
}
export interface BookingValues {
  kind: BookingKind;
  title: string;
  provider: string;
  confirmationCode: string;
  start: MomentValues;
  end: MomentValues;
  from: PlaceValues;
  to: PlaceValues;
  legs: LegValues[];
  /** One name a line. */
  travellers: string;
  amount: string;
  currency: CurrencyCode;
  notes: string;
}

/** Field errors by the body's path: "title", "start.date", "legs.0.from.code", "price". */
export type FormErrors = Record<string, string>;

const emptyPlace = (): PlaceValues => ({ code: '', name: '', address: '', lat: '', lng: '' });
const emptyMoment = (timeZone: string): MomentValues => ({ date: '', time: '', timeZone });

export const emptyLeg = (timeZone: string): LegValues => ({
  number: '',
  carrier: '',
  from: emptyPlace(),
  to: emptyPlace(),
  departs: emptyMoment(timeZone),
  arrives: emptyMoment(timeZone),
});

function placeValues(place: BookingPlace | null): PlaceValues {
  if (!place) return emptyPlace();
  return {
    code: place.code ?? '',
    name: place.name,
    address: place.address,
    lat: place.lat === null ? '' : String(place.lat),
    lng: place.lng === null ? '' : String(place.lng),
  };
}

function momentValues(moment: LocalDateTime | null, timeZone: string): MomentValues {
  if (!moment) return emptyMoment(timeZone);
  return { date: moment.date, time: moment.time ?? '', timeZone: moment.timeZone };
}

export function valuesOf(
  booking: BookingInput | null,
  timeZone: string,
  currency: CurrencyCode,
): BookingValues {
  if (!booking) {
    return {
      kind: 'flight',
      title: '',
      provider: '',
      confirmationCode: '',
      start: emptyMoment(timeZone),
      end: emptyMoment(timeZone),
      from: emptyPlace(),
      to: emptyPlace(),
      legs: [],
      travellers: '',
      amount: '',
      currency,
      notes: '',
    };
  }
  const zone = booking.start.timeZone;
  return {
    kind: booking.kind,
    title: booking.title,
    provider: booking.provider,
    confirmationCode: booking.confirmationCode,
    start: momentValues(booking.start, zone),
    end: momentValues(booking.end, zone),
    from: placeValues(booking.from),
    to: placeValues(booking.to),
    legs: booking.legs.map((leg) => ({
      number: leg.number,
      carrier: leg.carrier,
      from: placeValues(leg.from),
      to: placeValues(leg.to),
      departs: momentValues(leg.departs, zone),
      arrives: momentValues(leg.arrives, leg.departs.timeZone),
    })),
    travellers: booking.travellers.join('\n'),
    amount: booking.price ? amountToText(booking.price.amount, booking.price.currency) : '',
    currency:
      booking.price && isCurrencyCode(booking.price.currency) ? booking.price.currency : currency,
    notes: booking.notes,
  };
}

const isBlank = (place: PlaceValues) => Object.values(place).every((value) => value.trim() === '');

/**
 * The body the form's values make, checked by the contract's own schema, or the errors by field.
 * An empty place or end is null; a place's code is written in capitals.
 */
export function bodyOf(
  values: BookingValues,
  t: Translator = ENGLISH.t,
): { body: BookingInput | null; errors: FormErrors } {
  const errors: FormErrors = {};
  const number = (path: string, text: string): number | null => {
    if (text.trim() === '') return null;
    const value = Number(text.trim());
    if (!Number.isFinite(value)) errors[path] = t('bookings.typeNumber');
    return value;
  };
  const place = (path: string, given: PlaceValues) =>
    isBlank(given)
      ? null
      : {
          code: given.code.trim() === '' ? null : given.code.trim().toUpperCase(),
          name: given.name,
          address: given.address,
          lat: number(`${path}.lat`, given.lat),
          lng: number(`${path}.lng`, given.lng),
        };
  const moment = (path: string, given: MomentValues) => {
    if (given.date === '') errors[`${path}.date`] = t('bookings.chooseDate');
    return {
      date: given.date,
      time: given.time === '' ? null : given.time,
      timeZone: given.timeZone,
    };
  };
  const optionalMoment = (path: string, given: MomentValues) =>
    given.date === '' && given.time === '' ? null : moment(path, given);

  let price = null;
  if (values.amount.trim() !== '') {
    const parsed = parseAmount(values.amount, values.currency);
    if (parsed.ok) price = { amount: parsed.amount, currency: values.currency };
    else errors.price = parsed.message;
  }
  const raw = {
    kind: values.kind,
    title: values.title,
    provider: values.provider,
    confirmationCode: values.confirmationCode,
    start: moment('start', values.start),
    end: optionalMoment('end', values.end),
    from: place('from', values.from),
    to: place('to', values.to),
    legs:
      values.kind === 'flight' || values.kind === 'train'
        ? values.legs.map((leg, index) => ({
            number: leg.number,
            carrier: leg.carrier,
            from: place(`legs.${index}.from`, leg.from) ?? emptyPlaceBody(),
            to: place(`legs.${index}.to`, leg.to) ?? emptyPlaceBody(),
            departs: moment(`legs.${index}.departs`, leg.departs),
            arrives: optionalMoment(`legs.${index}.arrives`, leg.arrives),
          }))
        : [],
    travellers: values.travellers
      .split('\n')
      .map((name) => name.trim())
      .filter((name) => name !== ''),
    price,
    notes: values.notes,
  };
  const parsed = bookingBodySchema.safeParse(raw);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const path = issue.path.join('.');
      // The first word on each field is enough; a date's own error wins over its schema's.
      errors[path] ??= issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { body: null, errors };
  return { body: parsed.data, errors };
}

const emptyPlaceBody = (): BookingPlace => ({
  code: null,
  name: '',
  address: '',
  lat: null,
  lng: null,
});

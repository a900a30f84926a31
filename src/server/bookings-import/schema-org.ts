import type {
  BookingBody,
  BookingKind,
  BookingLeg,
  BookingPlace,
} from '#shared/contracts/bookings';
import type { Money } from '#shared/domain/money';
import { parseWrittenTime, resolveTime, type Resolved } from './times';
import {
  asList,
  clean,
  isThing,
  numberOf,
  personName,
  priceOf,
  text,
  thing,
  typeOf,
  type Thing,
} from './values';
import { airportByCode, airportZone, countryCode, hasSeveralZones, locate, zoneOf } from './zones';

/**
 * schema.org reservations (the markup airlines, hotels and ticket sellers put in their e-mails
 * for mail clients) as booking drafts. Several FlightReservations (or train, bus, boat ones) with
 * one reservation number are one booking: their distinct trips are its legs, their distinct
 * `underName`s its travellers.
 */

export const ZONE_GUESSED_NOTE = 'The time zone was not given; check the times.';
export const PACKAGE_PRICE_NOTE = 'The price is the whole package’s.';

/** Reservations anywhere in JSON-LD: arrays, @graph, ReservationPackage's subReservation. */
export function findReservations(roots: readonly unknown[]): Thing[] {
  const found: Thing[] = [];
  const seen = new Set<unknown>();
  const visit = (value: unknown, depth: number, inherited: Thing | undefined) => {
    if (depth > 12 || found.length > 500) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1, inherited);
      return;
    }
    if (!isThing(value) || seen.has(value)) return;
    seen.add(value);
    if (value['@graph'] !== undefined) visit(value['@graph'], depth + 1, inherited);
    const type = typeOf(value);
    if (type === 'ReservationPackage') {
      const subs = asList(value.subReservation);
      const before = found.length;
      for (const sub of subs) visit(sub, depth + 1, value);
      // The package's price is the whole trip's; it goes to its first booking when none has one.
      const added = found.slice(before);
      if (added.length > 0 && added.every((r) => !hasPrice(r)) && hasPrice(value)) {
        const firstAdded = added[0] as Thing;
        found[before] = {
          ...firstAdded,
          totalPrice: value.totalPrice,
          price: value.price,
          priceCurrency: value.priceCurrency,
          '#packagePrice': true,
        };
      }
      return;
    }
    if (type.endsWith('Reservation')) {
      found.push(inherited ? inheritFrom(value, inherited) : value);
      return;
    }
  };
  for (const root of roots) visit(root, 0, undefined);
  return found;
}

function hasPrice(reservation: Thing): boolean {
  return reservation.totalPrice !== undefined || reservation.price !== undefined;
}

/** A package's sub-reservation takes the package's number, names and seller where it has none. */
function inheritFrom(sub: Thing, pkg: Thing): Thing {
  const merged: Thing = { ...sub };
  for (const key of ['reservationNumber', 'underName', 'provider', 'broker', 'priceCurrency']) {
    if (merged[key] === undefined && pkg[key] !== undefined) merged[key] = pkg[key];
  }
  return merged;
}

interface Trip {
  kind: BookingKind;
  leg: BookingLeg;
  departsAt: number;
  zoneGuessed: boolean;
}

/** The drafts of a list of reservations, in the order the markup gives them. */
export function draftsFromReservations(reservations: readonly Thing[]): BookingBody[] {
  const drafts: BookingBody[] = [];
  const trips = new Map<string, { index: number; trips: Trip[]; reservations: Thing[] }>();
  for (const reservation of reservations) {
    const type = typeOf(reservation);
    const tripKind = TRIP_KINDS[type];
    if (tripKind) {
      const trip = readTrip(reservation, tripKind);
      if (!trip) continue;
      const number = text(reservation.reservationNumber, 60);
      const key = `${tripKind} ${number || `${trip.leg.number} ${trip.leg.departs.date}`}`;
      let group = trips.get(key);
      if (!group) {
        group = { index: drafts.length, trips: [], reservations: [] };
        trips.set(key, group);
        drafts.push(undefined as unknown as BookingBody);
      }
      group.trips.push(trip);
      group.reservations.push(reservation);
      continue;
    }
    const draft = readOther(reservation, type);
    if (draft) drafts.push(draft);
  }
  for (const group of trips.values()) drafts[group.index] = tripBooking(group);
  return drafts.filter(Boolean);
}

const TRIP_KINDS: Record<string, BookingKind> = {
  FlightReservation: 'flight',
  TrainReservation: 'train',
  BusReservation: 'bus',
  BoatReservation: 'ferry',
};

/** The price of a group: one total repeated on each of its reservations counts once. */
function groupPrice(reservations: readonly Thing[]): { price: Money | null; note: string } {
  const prices = reservations
    .map((r) => reservationPrice(r))
    .filter((p): p is Money => p !== undefined);
  if (prices.length === 0) return { price: null, note: unsupportedPriceNote(reservations) };
  const [head] = prices;
  if (!head || prices.some((p) => p.currency !== head.currency))
    return { price: head ?? null, note: '' };
  if (prices.every((p) => p.amount === head.amount)) return { price: head, note: '' };
  return {
    price: { amount: prices.reduce((sum, p) => sum + p.amount, 0), currency: head.currency },
    note: '',
  };
}

function reservationPrice(reservation: Thing): Money | undefined {
  const spec = thing(reservation.totalPrice) ?? thing(reservation.price);
  if (spec)
    return priceOf(spec.price ?? spec.value, spec.priceCurrency ?? reservation.priceCurrency);
  return priceOf(reservation.totalPrice ?? reservation.price, reservation.priceCurrency);
}

/** A price in a currency the product does not support is kept as a note, not dropped. */
function unsupportedPriceNote(reservations: readonly Thing[]): string {
  for (const r of reservations) {
    const spec = thing(r.totalPrice) ?? thing(r.price);
    const amount = text(spec ? (spec.price ?? spec.value) : (r.totalPrice ?? r.price), 30);
    const currency = text(spec?.priceCurrency ?? r.priceCurrency, 10);
    if (amount && currency) return `Price: ${amount} ${currency}`;
  }
  return '';
}

function travellersOf(reservations: readonly Thing[]): string[] {
  const names: string[] = [];
  for (const r of reservations) {
    for (const person of asList(r.underName)) {
      const name = personName(person);
      if (name && !names.includes(name)) names.push(name);
    }
  }
  return names.slice(0, 20);
}

function readTrip(reservation: Thing, kind: BookingKind): Trip | undefined {
  const trip = thing(reservation.reservationFor);
  if (!trip) return undefined;
  const isFlight = kind === 'flight';
  const fromThing = placeThing(
    trip.departureAirport ??
      trip.departureStation ??
      trip.departureBusStop ??
      trip.departureBoatTerminal,
  );
  const toThing = placeThing(
    trip.arrivalAirport ?? trip.arrivalStation ?? trip.arrivalBusStop ?? trip.arrivalBoatTerminal,
  );
  const from = isFlight ? airportPlace(fromThing) : placeOf(fromThing);
  const to = isFlight ? airportPlace(toThing) : placeOf(toThing);
  const departsText = parseWrittenTime(text(trip.departureTime ?? reservation.startTime, 40));
  if (!departsText) return undefined;
  const departs = resolveTime(departsText, from.zone, from.country);
  const arrivesText = parseWrittenTime(text(trip.arrivalTime, 40));
  const arrives = arrivesText ? resolveTime(arrivesText, to.zone, to.country) : undefined;

  const carrierThing = thing(trip.airline ?? trip.provider ?? reservation.provider);
  const carrierCode = text(carrierThing?.iataCode, 3).toUpperCase();
  const carrier = text(carrierThing?.name, 120) || carrierCode;
  const rawNumber = text(
    trip.flightNumber ?? trip.trainNumber ?? trip.busNumber ?? trip.name ?? '',
    20,
  ).toUpperCase();
  let number = rawNumber;
  if (isFlight) {
    const split = /^([A-Z0-9]{2})\s*(\d{1,5}[A-Z]?)$/.exec(rawNumber);
    if (/^\d{1,5}[A-Z]?$/.test(rawNumber)) {
      if (carrierCode) number = `${carrierCode} ${rawNumber}`;
    } else if (split?.[1] && split[2]) number = `${split[1]} ${split[2]}`;
  } else if (kind === 'train' && /^\d+$/.test(rawNumber)) {
    const trainName = text(trip.trainName, 12);
    if (trainName && trainName.length <= 12) number = clean(`${trainName} ${rawNumber}`, 20);
  }
  return {
    kind,
    leg: {
      number: clean(number, 20),
      carrier,
      from: from.place,
      to: to.place,
      departs: departs.value,
      arrives: arrives?.value ?? null,
    },
    departsAt: Date.parse(`${departs.value.date}T${departs.value.time ?? '00:00'}:00Z`),
    zoneGuessed: departs.zoneGuessed || (arrives?.zoneGuessed ?? false),
  };
}

function tripBooking(group: { trips: Trip[]; reservations: Thing[] }): BookingBody {
  // Two travellers on the same two flights: four reservations, two legs.
  const legs: Trip[] = [];
  for (const trip of group.trips) {
    const same = legs.find(
      (l) =>
        l.leg.number === trip.leg.number &&
        l.leg.departs.date === trip.leg.departs.date &&
        l.leg.departs.time === trip.leg.departs.time,
    );
    if (!same) legs.push(trip);
  }
  legs.sort((a, b) => a.departsAt - b.departsAt);
  const firstLeg = legs[0] as Trip;
  const lastLeg = legs.at(-1) as Trip;
  const kind = firstLeg.kind;
  const head = group.reservations[0] as Thing;
  const stops = [firstLeg.leg.from, ...legs.map((l) => l.leg.to)].map(
    (p) => p.code || p.name.split(',')[0] || '?',
  );
  const route = stops.filter((s, i) => i === 0 || s !== stops[i - 1]).join(' → ');
  const { price, note } = groupPrice(group.reservations);
  const provider =
    text(thing(head.provider)?.name ?? head.provider, 120) ||
    firstLeg.leg.carrier ||
    text(thing(head.broker)?.name, 120);
  return {
    kind,
    title: clean(`${KIND_TITLES[kind]} ${route}`, 200),
    provider,
    confirmationCode: text(head.reservationNumber, 60),
    start: firstLeg.leg.departs,
    end: lastLeg.leg.arrives,
    from: firstLeg.leg.from,
    to: lastLeg.leg.to,
    legs: legs.slice(0, 12).map((l) => l.leg),
    travellers: travellersOf(group.reservations),
    price,
    notes: notesOf([
      note,
      group.reservations.some((r) => r['#packagePrice']) && price ? PACKAGE_PRICE_NOTE : '',
      legs.some((l) => l.zoneGuessed) ? ZONE_GUESSED_NOTE : '',
    ]),
  };
}

const KIND_TITLES: Record<BookingKind, string> = {
  flight: 'Flight',
  train: 'Train',
  bus: 'Bus',
  ferry: 'Ferry',
  car_rental: 'Car rental',
  stay: 'Stay',
  event: 'Event',
  restaurant: 'Restaurant',
  other: 'Booking',
};

function notesOf(parts: readonly string[]): string {
  return parts.filter(Boolean).join('\n').slice(0, 2000);
}

interface Located {
  place: BookingPlace;
  zone: string | undefined;
  country: string | undefined;
}

/** An airport: its code, the markup's name (else OurAirports'), its coordinates and zone. */
function airportPlace(airport: Thing | undefined): Located {
  const code = text(airport?.iataCode, 3).toUpperCase();
  const known = airportByCode(code);
  const named = placeOf(airport);
  const place: BookingPlace = {
    code: /^[A-Z]{3}$/.test(code) ? code : null,
    name: named.place.name || known?.name || code,
    address: named.place.address || (known ? known.city : ''),
    lat: named.place.lat ?? known?.lat ?? null,
    lng: named.place.lng ?? known?.lng ?? null,
  };
  return { place, zone: airportZone(code) ?? named.zone, country: known?.country ?? named.country };
}

/** A place (Place, LodgingBusiness, TrainStation, Event location…): name, address, coordinates, zone. */
export function placeOf(value: Thing | undefined): Located {
  if (!value) return { place: emptyPlace(''), zone: undefined, country: undefined };
  const addressThing = thing(value.address);
  const address = addressThing
    ? clean(
        [
          text(addressThing.streetAddress),
          [text(addressThing.postalCode, 20), text(addressThing.addressLocality)]
            .filter(Boolean)
            .join(' '),
          text(addressThing.addressRegion),
          text(addressThing.addressCountry),
        ]
          .filter(Boolean)
          .join(', '),
        300,
      )
    : text(value.address, 300);
  const geo = thing(value.geo);
  const lat = numberOf(geo?.latitude ?? value.latitude);
  const lng = numberOf(geo?.longitude ?? value.longitude);
  const point =
    lat !== null && lng !== null && Math.abs(lat) <= 90 && Math.abs(lng) <= 180
      ? { lat, lng }
      : undefined;
  const country = countryCode(text(addressThing?.addressCountry, 60));
  const code = text(value.iataCode ?? value.stationCode ?? value.branchCode, 10).toUpperCase();
  const airport = /^[A-Z]{3}$/.test(code) ? airportByCode(code) : undefined;
  const locality = text(addressThing?.addressLocality);
  const located =
    !point && !airport && hasSeveralZones(country) && (locality || address)
      ? locate(locality ? { locality, country } : address)
      : undefined;
  const zone =
    zoneOf(point, country) ??
    (airport ? airportZone(code) : undefined) ??
    (located ? zoneOf(located, located.country) : undefined);
  return {
    place: {
      code: /^[A-Z0-9]{2,10}$/.test(code) ? code : null,
      name: text(value.name) || address.split(',')[0] || '',
      address,
      lat: point?.lat ?? null,
      lng: point?.lng ?? null,
    },
    zone,
    country,
  };
}

/** A place given as a thing, or as text: "LIS" (an airport's code) or "Coliseu, Lisboa". */
function placeThing(value: unknown): Thing | undefined {
  const one = thing(value);
  if (one) return one;
  const written = text(value, 300);
  if (!written) return undefined;
  if (/^[A-Z]{3}$/.test(written)) return { iataCode: written };
  return { name: written.split(',')[0]?.trim() ?? written, address: written };
}

function emptyPlace(name: string): BookingPlace {
  return { code: null, name, address: '', lat: null, lng: null };
}

/** Stays, car rentals, events and restaurants: one booking each. */
function readOther(reservation: Thing, type: string): BookingBody | undefined {
  const subject = thing(reservation.reservationFor);
  let kind: BookingKind;
  let title: string;
  let fromThing: Thing | undefined;
  let toThing: Thing | undefined;
  let startText: unknown;
  let endText: unknown;
  const notes: string[] = [];
  switch (type) {
    case 'LodgingReservation':
      kind = 'stay';
      fromThing = subject;
      title = text(subject?.name) || 'Stay';
      startText = reservation.checkinTime ?? reservation.checkinDate;
      endText = reservation.checkoutTime ?? reservation.checkoutDate;
      break;
    case 'RentalCarReservation': {
      kind = 'car_rental';
      fromThing = placeThing(reservation.pickupLocation);
      toThing = placeThing(reservation.dropoffLocation);
      const car = clean(
        `${text(thing(subject?.brand)?.name ?? subject?.brand)} ${text(subject?.model)}`,
      );
      title = clean(`Car rental${car ? `: ${car}` : ''}`, 200);
      startText = reservation.pickupTime;
      endText = reservation.dropoffTime;
      if (subject?.name) notes.push(`Car: ${text(subject.name)}`);
      break;
    }
    case 'EventReservation':
      kind = 'event';
      fromThing = placeThing(subject?.location);
      title = text(subject?.name) || 'Event';
      startText = subject?.startDate ?? reservation.startTime;
      endText = subject?.endDate ?? reservation.endTime;
      break;
    case 'FoodEstablishmentReservation': {
      kind = 'restaurant';
      fromThing = subject;
      title = text(subject?.name) || 'Restaurant';
      startText = reservation.startTime ?? reservation.startDate;
      endText = reservation.endTime;
      const party = numberOf(reservation.partySize);
      if (party !== null) notes.push(`Table for ${party}`);
      break;
    }
    case 'TaxiReservation':
      kind = 'other';
      fromThing = placeThing(reservation.pickupLocation);
      title = 'Taxi';
      startText = reservation.pickupTime;
      break;
    default:
      kind = 'other';
      fromThing = placeThing(subject?.location) ?? subject;
      title = text(subject?.name) || 'Booking';
      startText = reservation.startTime ?? subject?.startDate;
      endText = reservation.endTime ?? subject?.endDate;
  }
  const from = placeOf(fromThing);
  const to = toThing ? placeOf(toThing) : undefined;
  const startWritten = parseWrittenTime(text(startText, 40));
  if (!startWritten) return undefined;
  const start = resolveTime(startWritten, from.zone, from.country);
  const endWritten = parseWrittenTime(text(endText, 40));
  const end: Resolved | undefined = endWritten
    ? resolveTime(endWritten, (to ?? from).zone ?? start.value.timeZone, (to ?? from).country)
    : undefined;
  const { price, note } = groupPrice([reservation]);
  if (reservation['#packagePrice'] && price) notes.push(PACKAGE_PRICE_NOTE);
  const provider =
    text(thing(reservation.provider)?.name ?? reservation.provider, 120) ||
    text(thing(reservation.broker)?.name, 120) ||
    text(thing(subject?.organizer)?.name, 120) ||
    (kind === 'stay' || kind === 'restaurant' ? title : '');
  const hasPlace = from.place.name || from.place.address;
  return {
    kind,
    title: clean(title, 200),
    provider: clean(provider, 120),
    confirmationCode: text(reservation.reservationNumber, 60),
    start: start.value,
    end: end?.value ?? null,
    from: hasPlace ? from.place : null,
    to: to && (to.place.name || to.place.address) ? to.place : null,
    legs: [],
    travellers: travellersOf([reservation]),
    price,
    notes: notesOf([
      ...notes,
      note,
      start.zoneGuessed || end?.zoneGuessed ? ZONE_GUESSED_NOTE : '',
    ]),
  };
}

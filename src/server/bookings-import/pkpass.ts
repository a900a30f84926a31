import type { BookingBody, BookingKind, BookingPlace } from '#shared/contracts/bookings';
import { unprocessable } from '../errors';
import { bcbpBooking, findBcbp } from './bcbp';
import { parseJson } from './html';
import { ZONE_GUESSED_NOTE } from './schema-org';
import { parseWrittenTime, resolveTime } from './times';
import { asList, clean, isThing, numberOf, text, type Thing } from './values';
import { readZipFile } from './zip';
import { airportByCode, airportZone, zoneOf } from './zones';

/** A pass's pass.json is a few kilobytes; more than this is not a pass. */
export const MAX_PASS_JSON_BYTES = 1024 * 1024;

const TRANSIT_KINDS: Record<string, BookingKind> = {
  PKTransitTypeAir: 'flight',
  PKTransitTypeTrain: 'train',
  PKTransitTypeBus: 'bus',
  PKTransitTypeBoat: 'ferry',
  PKTransitTypeGeneric: 'other',
};

interface Field {
  key: string;
  label: string;
  value: string;
}

/** An Apple Wallet pass (.pkpass, a zip): a boarding pass or an event ticket as one booking. */
export function readPass(bytes: Uint8Array, now: Date): BookingBody[] {
  const json = readZipFile(bytes, 'pass.json', MAX_PASS_JSON_BYTES);
  if (!json)
    throw unprocessable(
      'This archive is not a Wallet pass (it has no pass.json).',
      'unreadable_file',
    );
  const pass = parseJson(new TextDecoder().decode(json));
  if (!isThing(pass)) throw unprocessable('This Wallet pass cannot be read.', 'unreadable_file');
  const style = thing(pass.boardingPass)
    ? 'boardingPass'
    : thing(pass.eventTicket)
      ? 'eventTicket'
      : undefined;
  if (!style) return [];
  const body = thing(pass[style]) as Thing;
  const fields: Field[] = [
    'headerFields',
    'primaryFields',
    'secondaryFields',
    'auxiliaryFields',
    'backFields',
  ].flatMap((group) =>
    asList(body[group])
      .filter(isThing)
      .slice(0, 50)
      .map((field) => ({
        key: text(field.key, 60).toLowerCase(),
        label: text(field.label, 120),
        value: text(field.value, 300),
      })),
  );
  const field = (pattern: RegExp) =>
    fields.find((f) => pattern.test(f.key) || pattern.test(f.label.toLowerCase()))?.value ?? '';
  const provider = text(pass.organizationName, 120);
  const location = asList(pass.locations).find(isThing);
  const lat = numberOf(location?.latitude);
  const lng = numberOf(location?.longitude);
  const point = lat !== null && lng !== null ? { lat, lng } : undefined;
  const whenText = fields.find(
    (f) => /depart|start|date|time|doors/.test(f.key) && parseWrittenTime(f.value),
  )?.value;
  const when = parseWrittenTime(whenText ?? text(pass.relevantDate, 40));

  if (style === 'boardingPass') {
    const kind = TRANSIT_KINDS[text(body.transitType, 40)] ?? 'other';
    const barcode = [...asList(pass.barcodes), pass.barcode]
      .filter(isThing)
      .map((b) => text(b.message, 2000))
      .find(Boolean);
    const bcbp = kind === 'flight' && barcode ? findBcbp(barcode) : undefined;
    if (bcbp) {
      const zone = airportZone(bcbp.legs[0]?.from);
      const departs = when ? resolveTime(when, zone) : undefined;
      const draft = bcbpBooking(bcbp, {
        now,
        departureTime: departs?.value.time ?? null,
        carrierName: provider || undefined,
        textYear: departs ? Number(departs.value.date.slice(0, 4)) : undefined,
      });
      return [draft];
    }
    const primary = asList(body.primaryFields).filter(isThing);
    const fromField = primary[0];
    const toField = primary[1];
    const from = placeFromField(fromField, kind);
    const to = placeFromField(toField, kind);
    if (!when) return [];
    const start = resolveTime(when, from.zone ?? (point ? zoneOf(point, undefined) : undefined));
    const number = clean(field(/flight|train|number|trip/), 20);
    const route = [from.place.code || from.place.name, to.place.code || to.place.name]
      .filter(Boolean)
      .join(' → ');
    const passenger = field(/passenger|name|traveller|traveler/);
    const seat = field(/seat/);
    return [
      {
        kind,
        title: clean(`${KIND_NAMES[kind]} ${route}`, 200),
        provider,
        confirmationCode: clean(field(/confirmation|pnr|booking|reference|record/), 60),
        start: start.value,
        end: null,
        from: from.place,
        to: to.place,
        legs: [
          {
            number,
            carrier: provider,
            from: from.place,
            to: to.place,
            departs: start.value,
            arrives: null,
          },
        ],
        travellers: passenger ? [clean(passenger, 120)] : [],
        price: null,
        notes: [seat ? `Seat ${seat}` : '', start.zoneGuessed ? ZONE_GUESSED_NOTE : '']
          .filter(Boolean)
          .join('\n'),
      },
    ];
  }

  // An event ticket.
  if (!when) return [];
  const start = resolveTime(when, point ? zoneOf(point, undefined) : undefined);
  const title =
    field(/^event|name|title|show/) || text(pass.description) || text(pass.logoText) || 'Event';
  const venue = field(/venue|location|place|where/);
  const seat = (
    [
      ['Section', field(/section|block/)],
      ['row', field(/row/)],
      ['seat', field(/seat/)],
    ] as const
  )
    .filter(([, value]) => value)
    .map(([label, value]) => `${label} ${value}`)
    .join(', ');
  const place: BookingPlace | null =
    venue || point
      ? {
          code: null,
          name: venue.split(',')[0]?.trim() || venue,
          address: venue,
          lat: point?.lat ?? null,
          lng: point?.lng ?? null,
        }
      : null;
  const holder = field(/holder|attendee|guest|passenger|^name$/);
  return [
    {
      kind: 'event',
      title: clean(title, 200),
      provider,
      confirmationCode: clean(field(/order|confirmation|ticket|booking|reference/), 60),
      start: start.value,
      end: null,
      from: place,
      to: null,
      legs: [],
      travellers: holder ? [clean(holder, 120)] : [],
      price: null,
      notes: [seat, start.zoneGuessed ? ZONE_GUESSED_NOTE : ''].filter(Boolean).join('\n'),
    },
  ];
}

const KIND_NAMES: Record<BookingKind, string> = {
  flight: 'Flight',
  train: 'Train',
  bus: 'Bus',
  ferry: 'Ferry',
  car_rental: 'Car rental',
  stay: 'Stay',
  event: 'Event',
  restaurant: 'Restaurant',
  other: 'Trip',
};

function thing(value: unknown): Thing | undefined {
  return isThing(value) ? value : undefined;
}

/** A boarding pass's origin or destination: an airport code's airport, else a named station. */
function placeFromField(field: Thing | undefined, kind: BookingKind) {
  const value = text(field?.value, 200);
  const label = text(field?.label, 200);
  const code = value.toUpperCase();
  const airport = kind === 'flight' ? airportByCode(code) : undefined;
  if (airport) {
    return {
      place: {
        code,
        name: airport.name,
        address: airport.city,
        lat: airport.lat,
        lng: airport.lng,
      },
      zone: airportZone(code),
    };
  }
  const isCode = /^[A-Z0-9]{2,10}$/.test(value);
  return {
    place: {
      code: isCode ? value : null,
      name: isCode ? label || value : value || label,
      address: '',
      lat: null,
      lng: null,
    },
    zone: undefined,
  };
}

import type { BookingBody, BookingLeg, BookingPlace } from '#shared/contracts/bookings';
import { airportByCode, airportZone } from './zones';
import { ZONE_GUESSED_NOTE } from './schema-org';

/**
 * IATA Bar Coded Boarding Pass (BCBP, Resolution 792), format M: what a boarding pass's barcode
 * holds as text. Fixed fields: "M", legs, name (20), e-ticket flag; then per leg PNR (7), from
 * (3), to (3), carrier (3), flight number (5), day of the year of the flight (3), compartment,
 * seat (4), check-in number (5), status, and the hex size of the leg's variable part. The first
 * leg's variable part may give the boarding pass's date of issue with the year's last digit,
 * which tells the flight's year; otherwise the flight is the next one on that day of the year.
 */
const HEAD = /M([1-4])(.{20})(.)/;
const LEG =
  /^([A-Z0-9 ]{7})([A-Z]{3})([A-Z]{3})([A-Z0-9 ]{3})([0-9 ]{4}[A-Z0-9 ])(\d{3})(.)(.{4})(.{5})(.)([0-9A-F]{2})/;

export interface BcbpLeg {
  pnr: string;
  from: string;
  to: string;
  carrier: string;
  flight: string;
  dayOfYear: number;
  seat: string;
}

export interface Bcbp {
  name: string;
  legs: BcbpLeg[];
  /** The year's last digit and day of the year the pass was issued, when it says. */
  issued: { yearDigit: number; dayOfYear: number } | undefined;
}

/**
 * A one-leg BCBP whose runs of spaces were collapsed to one, as a PDF's text layer gives it:
 * "M1DESMARAIS/LUC EABC123 YULFRAAC 0834 326J001A0025 100".
 */
const COLLAPSED =
  /M1([A-Z][A-Z/ '.-]{0,19}?) ?([EL ])([A-Z0-9]{5,7}) ?([A-Z]{3})([A-Z]{3})([A-Z0-9]{2,3}) ?(\d{1,4}[A-Z]?) ?(\d{3})([A-Z])(\d{1,3}[A-Z]|INF)?/;

/** The first BCBP string in a text, or undefined. */
export function findBcbp(text: string): Bcbp | undefined {
  const head = new RegExp(HEAD.source, 'g');
  for (let match = head.exec(text); match; match = head.exec(text)) {
    const parsed = parseAt(text, match.index);
    if (parsed) return parsed;
  }
  const loose = COLLAPSED.exec(text);
  if (!loose) return undefined;
  const [, name = '', , pnr = '', from = '', to = '', carrier = '', flight = '', day = '', , seat] =
    loose;
  const dayOfYear = Number(day);
  if (dayOfYear < 1 || dayOfYear > 366) return undefined;
  return {
    name: passengerName(name),
    legs: [
      {
        pnr,
        from,
        to,
        carrier: carrier.trim(),
        flight: flight.replace(/^0+(?=\d)/, ''),
        dayOfYear,
        seat: (seat ?? '').replace(/^0+(?=\d)/, ''),
      },
    ],
    issued: undefined,
  };
}

function parseAt(text: string, start: number): Bcbp | undefined {
  const head = HEAD.exec(text.slice(start, start + 23));
  if (!head?.[1] || head[2] === undefined) return undefined;
  const legCount = Number(head[1]);
  let at = start + 23;
  const legs: BcbpLeg[] = [];
  let issued: Bcbp['issued'];
  for (let i = 0; i < legCount; i++) {
    const leg = LEG.exec(text.slice(at, at + 37));
    if (!leg) return legs.length > 0 ? { name: passengerName(head[2]), legs, issued } : undefined;
    const [, pnr, from, to, carrier, flight, day, , seat, , , size] = leg;
    legs.push({
      pnr: (pnr ?? '').trim(),
      from: from ?? '',
      to: to ?? '',
      carrier: (carrier ?? '').trim(),
      flight: (flight ?? '').trim().replace(/^0+(?=\d)/, ''),
      dayOfYear: Number(day),
      seat: (seat ?? '').trim().replace(/^0+(?=\d)/, ''),
    });
    const variable = text.slice(at + 37, at + 37 + parseInt(size ?? '0', 16));
    if (i === 0 && variable.startsWith('>')) {
      const issue = /^(\d)(\d{3})$/.exec(variable.slice(7, 11));
      if (issue) issued = { yearDigit: Number(issue[1]), dayOfYear: Number(issue[2]) };
    }
    at += 37 + parseInt(size ?? '0', 16);
  }
  const valid = legs.filter((l) => l.dayOfYear >= 1 && l.dayOfYear <= 366);
  if (valid.length === 0) return undefined;
  return { name: passengerName(head[2]), legs: valid, issued };
}

const TITLES = /\s+(MR|MRS|MS|MISS|MSTR|DR|PROF)$/;

/** "DESMARAIS/LUC MR" → "Luc Desmarais". */
function passengerName(raw: string): string {
  const [surname = '', given = ''] = raw.trim().split('/');
  const words = `${given.replace(TITLES, '')} ${surname}`.trim().toLowerCase();
  return words.replace(
    /(^|[\s'-])(\p{L})/gu,
    (_m, sep: string, letter: string) => sep + letter.toUpperCase(),
  );
}

/**
 * The calendar date of a day of the year: in the one year the document's text names, else the
 * year the pass was issued, else the next time that day comes.
 */
function flightDate(
  dayOfYear: number,
  issued: Bcbp['issued'],
  now: Date,
  textYear: number | undefined,
): string {
  const thisYear = now.getUTCFullYear();
  let year: number;
  if (textYear !== undefined) year = textYear;
  else if (issued) {
    // The year ending in the issue digit nearest to now; a flight earlier in the year than the
    // issue is in the next year.
    year = thisYear - 5 + ((((issued.yearDigit - (thisYear - 5)) % 10) + 10) % 10);
    if (dayOfYear < issued.dayOfYear) year += 1;
  } else {
    // The next time that day comes, counting from a month ago (a pass kept after the flight).
    const monthAgo = new Date(now.getTime() - 30 * 86_400_000);
    year = monthAgo.getUTCFullYear();
    if (Date.UTC(year, 0, dayOfYear) < monthAgo.getTime()) year += 1;
  }
  const date = new Date(Date.UTC(year, 0, dayOfYear));
  return date.toISOString().slice(0, 10);
}

function airport(code: string): BookingPlace {
  const known = airportByCode(code);
  return {
    code,
    name: known?.name ?? code,
    address: known?.city ?? '',
    lat: known?.lat ?? null,
    lng: known?.lng ?? null,
  };
}

/**
 * A flight booking from a boarding pass. The barcode has no clock time: `departureTime` is the
 * departure time the pass's text gives, if any.
 */
export function bcbpBooking(
  pass: Bcbp,
  options: {
    now: Date;
    departureTime?: string | null;
    carrierName?: string | undefined;
    /** The only year the document around the barcode names. */
    textYear?: number | undefined;
  },
): BookingBody {
  let guessed = false;
  const legs: BookingLeg[] = pass.legs.map((leg, index) => {
    const zone = airportZone(leg.from);
    if (!zone) guessed = true;
    return {
      number: `${leg.carrier} ${leg.flight}`.trim(),
      carrier: options.carrierName ?? leg.carrier,
      from: airport(leg.from),
      to: airport(leg.to),
      departs: {
        date: flightDate(leg.dayOfYear, pass.issued, options.now, options.textYear),
        time: index === 0 ? (options.departureTime ?? null) : null,
        timeZone: zone ?? 'UTC',
      },
      arrives: null,
    };
  });
  const firstLeg = legs[0] as BookingLeg;
  const lastLeg = legs.at(-1) as BookingLeg;
  const seats = pass.legs.map((l) => l.seat).filter(Boolean);
  return {
    kind: 'flight',
    title: `Flight ${[firstLeg.from.code, ...legs.map((l) => l.to.code)].join(' → ')}`,
    provider: options.carrierName ?? firstLeg.carrier,
    confirmationCode: pass.legs[0]?.pnr ?? '',
    start: firstLeg.departs,
    end: null,
    from: firstLeg.from,
    to: lastLeg.to,
    legs,
    travellers: pass.name ? [pass.name] : [],
    price: null,
    notes: [seats.length > 0 ? `Seat ${seats.join(', ')}` : '', guessed ? ZONE_GUESSED_NOTE : '']
      .filter(Boolean)
      .join('\n'),
  };
}

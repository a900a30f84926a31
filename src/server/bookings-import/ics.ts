import ICAL from 'ical.js';
import type { BookingBody, BookingKind, BookingPlace } from '#shared/contracts/bookings';
import { unprocessable } from '../errors';
import { ZONE_GUESSED_NOTE } from './schema-org';
import { parseWrittenTime, resolveTime, type Resolved } from './times';
import { clean } from './values';
import { isKnownZone, locate, zoneOf } from './zones';

/** At most this many events are read from one calendar file; one with more is refused unread. */
const MAX_EVENTS = 200;
const MAX_CALENDAR_EVENTS = 1000;

/** The kind a calendar event's summary or categories name; else an event (timed) or other. */
const KIND_WORDS: [BookingKind, RegExp][] = [
  ['flight', /\b(flight|flug|vol|vuelo|voo|boarding|airlines?|airways)\b/i],
  // A flight number: an airline's two-character code (capitals) and up to four digits, not a time.
  ['flight', /\b(?:[A-Z]{2}|[A-Z]\d|\d[A-Z]) ?\d{1,4}\b(?![:.]\d)/],
  ['train', /\b(train|rail|zug|bahn|tren|comboio|eurostar|tgv|ice)\b/i],
  ['bus', /\b(bus|coach|flixbus)\b/i],
  ['ferry', /\b(ferry|ferries|boat|ship|fähre)\b/i],
  ['car_rental', /\b(car rental|car hire|rent a car|rental car|pick-?up car|mietwagen)\b/i],
  ['stay', /\b(hotel|hostel|check-?in|stay|airbnb|apartment|lodging|b&b|inn)\b/i],
  ['restaurant', /\b(restaurant|dinner|lunch|brunch|table for|reservation at)\b/i],
  ['event', /\b(concert|ticket|show|festival|museum|theatre|theater|match|game|tour|opera)\b/i],
];

function guessKind(summary: string, categories: string, timed: boolean): BookingKind {
  const subject = `${categories} ${summary}`;
  for (const [kind, words] of KIND_WORDS) if (words.test(subject)) return kind;
  return timed ? 'event' : 'other';
}

/** Bookings from a calendar file: one VEVENT, one booking, in the zone its TZID names. */
export function readCalendar(source: string): BookingBody[] {
  const events = source.match(/^BEGIN:VEVENT/gim)?.length ?? 0;
  if (events > MAX_CALENDAR_EVENTS)
    throw unprocessable(
      `This calendar file holds too many events (${MAX_CALENDAR_EVENTS.toLocaleString('en-US')} at most).`,
      'unreadable_file',
    );
  let calendar: ICAL.Component;
  try {
    calendar = new ICAL.Component(ICAL.parse(source) as unknown[]);
  } catch {
    throw unprocessable('This calendar file cannot be read.', 'unreadable_file');
  }
  // Floating times are the calendar's zone: X-WR-TIMEZONE, else its one VTIMEZONE.
  const zones = calendar
    .getAllSubcomponents('vtimezone')
    .map((vtimezone) => String(vtimezone.getFirstPropertyValue('tzid') ?? '').trim());
  const calendarZone =
    String(calendar.getFirstPropertyValue('x-wr-timezone') ?? '').trim() ||
    (zones.length === 1 ? (zones[0] ?? '') : '');
  const drafts: BookingBody[] = [];
  for (const vevent of calendar.getAllSubcomponents('vevent').slice(0, MAX_EVENTS)) {
    const draft = readEvent(vevent, isKnownZone(calendarZone) ? calendarZone : undefined);
    if (draft) drafts.push(draft);
  }
  return drafts;
}

function readEvent(
  vevent: ICAL.Component,
  calendarZone: string | undefined,
): BookingBody | undefined {
  const value = (name: string) => {
    const v = vevent.getFirstPropertyValue(name);
    return typeof v === 'string' ? v : '';
  };
  const summary = clean(value('summary'), 200);
  const location = clean(value('location'), 300);
  const description = clean(value('description'), 1500);
  const categories = vevent
    .getAllProperties('categories')
    .flatMap((p) => p.getValues())
    .map(String)
    .join(' ');
  const geo = vevent.getFirstPropertyValue('geo');
  const point =
    Array.isArray(geo) &&
    geo.length === 2 &&
    geo.every((n) => typeof n === 'number' && Number.isFinite(n))
      ? { lat: geo[0] as number, lng: geo[1] as number }
      : undefined;

  // Without TZID, position or calendar zone, the zone of the place the location names.
  const locationZone = () => {
    const located = !point && location ? locate(location) : undefined;
    return located ? zoneOf(located, located.country) : undefined;
  };
  const start = timeOf(vevent, 'dtstart', point, () => calendarZone ?? locationZone());
  if (!start) return undefined;
  const end = timeOf(vevent, 'dtend', point, () => start.value.timeZone);
  const kind = guessKind(summary, categories, start.value.time !== null);
  const place: BookingPlace | null =
    location || point
      ? {
          code: null,
          name: location.split(',')[0]?.trim() || location,
          address: location,
          lat: point?.lat ?? null,
          lng: point?.lng ?? null,
        }
      : null;
  return {
    kind,
    title: summary || 'Calendar event',
    provider: '',
    confirmationCode: codeIn(`${summary}\n${description}`),
    start: start.value,
    end: end?.value ?? null,
    from: place,
    to: null,
    legs: [],
    travellers: [],
    price: null,
    notes: [description, start.zoneGuessed ? ZONE_GUESSED_NOTE : '']
      .filter(Boolean)
      .join('\n')
      .slice(0, 2000),
  };
}

/**
 * A DTSTART or DTEND: its TZID is the booking's zone (a zone Intl does not know is refused, so
 * a calendar never shows a booking at a made-up time); a UTC time is shown on the clock of the
 * place's zone when the event has a position, else in UTC; a floating time is the calendar's zone.
 */
function timeOf(
  vevent: ICAL.Component,
  name: string,
  point: { lat: number; lng: number } | undefined,
  fallbackZone: () => string | undefined,
): Resolved | undefined {
  const property = vevent.getFirstProperty(name);
  const time = property?.getFirstValue();
  if (!property || !(time instanceof ICAL.Time)) return undefined;
  const tzid = property.getParameter('tzid');
  const zoneName = typeof tzid === 'string' ? ianaZone(tzid) : undefined;
  if (zoneName !== undefined && !isKnownZone(zoneName))
    throw unprocessable(
      `This calendar file names a time zone that does not exist (${clean(zoneName, 60)}).`,
      'unreadable_file',
    );
  const written = parseWrittenTime(time.toString());
  if (!written) return undefined;
  if (zoneName) return resolveTime({ ...written, offsetMinutes: null, saysUtc: false }, zoneName);
  if (written.saysUtc) return resolveTime(written, point ? zoneOf(point, undefined) : 'UTC');
  return resolveTime(written, fallbackZone());
}

/** "booking NLG-4482917", "Confirmation: 8HQ2ZP", "PNR X7K2PQ": a code the text names. */
function codeIn(text: string): string {
  const match =
    /\b(?:booking|confirmation|reservation|reference|ref\.?|pnr|order)\s*(?:no\.?|number|code|#)?\s*[:#]?\s*([A-Z0-9][A-Z0-9-]{4,19})\b/i.exec(
      text,
    );
  return match?.[1] && /\d/.test(match[1]) ? match[1].toUpperCase() : '';
}

/**
 * Windows' names of the zones Outlook and Exchange write in TZID, as CLDR maps them (its
 * windowsZones table, the zone of each name's "001" territory); the most common ones.
 */
const WINDOWS_ZONES: Record<string, string> = {
  'Alaskan Standard Time': 'America/Anchorage',
  'Arabian Standard Time': 'Asia/Dubai',
  'Argentina Standard Time': 'America/Argentina/Buenos_Aires',
  'Atlantic Standard Time': 'America/Halifax',
  'AUS Eastern Standard Time': 'Australia/Sydney',
  'Azores Standard Time': 'Atlantic/Azores',
  'Cape Verde Standard Time': 'Atlantic/Cape_Verde',
  'Central Europe Standard Time': 'Europe/Budapest',
  'Central European Standard Time': 'Europe/Warsaw',
  'Central Standard Time': 'America/Chicago',
  'Central Standard Time (Mexico)': 'America/Mexico_City',
  'China Standard Time': 'Asia/Shanghai',
  'E. Australia Standard Time': 'Australia/Brisbane',
  'E. South America Standard Time': 'America/Sao_Paulo',
  'Eastern Standard Time': 'America/New_York',
  'Egypt Standard Time': 'Africa/Cairo',
  'FLE Standard Time': 'Europe/Kyiv',
  'GMT Standard Time': 'Europe/London',
  'Greenwich Standard Time': 'Atlantic/Reykjavik',
  'GTB Standard Time': 'Europe/Bucharest',
  'Hawaiian Standard Time': 'Pacific/Honolulu',
  'India Standard Time': 'Asia/Kolkata',
  'Israel Standard Time': 'Asia/Jerusalem',
  'Korea Standard Time': 'Asia/Seoul',
  'Morocco Standard Time': 'Africa/Casablanca',
  'Mountain Standard Time': 'America/Denver',
  'New Zealand Standard Time': 'Pacific/Auckland',
  'Pacific Standard Time': 'America/Los_Angeles',
  'Romance Standard Time': 'Europe/Paris',
  'Russian Standard Time': 'Europe/Moscow',
  'SA Pacific Standard Time': 'America/Bogota',
  'SE Asia Standard Time': 'Asia/Bangkok',
  'Singapore Standard Time': 'Asia/Singapore',
  'South Africa Standard Time': 'Africa/Johannesburg',
  'Tokyo Standard Time': 'Asia/Tokyo',
  'Turkey Standard Time': 'Europe/Istanbul',
  'US Mountain Standard Time': 'America/Phoenix',
  UTC: 'UTC',
  'W. Australia Standard Time': 'Australia/Perth',
  'W. Europe Standard Time': 'Europe/Berlin',
};

/**
 * The IANA zone a TZID names: itself, a Windows name Outlook writes, or the IANA name at the end
 * of a prefixed one ("/mozilla.org/20050126_1/Europe/Berlin"). Anything else is returned as
 * written, to be refused.
 */
function ianaZone(tzid: string): string {
  const trimmed = tzid.trim().replace(/^"|"$/g, '');
  const windows = WINDOWS_ZONES[trimmed];
  if (windows) return windows;
  const parts = trimmed.split('/').filter(Boolean);
  for (let i = 0; i < parts.length - 1; i++) {
    const candidate = parts.slice(i).join('/');
    if (/^[A-Z][a-z]+\//.test(candidate) && isKnownZone(candidate)) return candidate;
  }
  return parts.join('/') || trimmed;
}

import type { Booking, BookingKind, BookingPlace, LocalDateTime } from '#shared/contracts/bookings';
import { bookingPlaceLabel } from '#shared/domain/booking-place';
import { addDays } from '#shared/domain/calendar-date';
import { clockTimeMinutes } from '#shared/domain/clock-time';
import type { Translator } from '#shared/i18n/translator';
import { translatorFor } from '#server/i18n';
import type { FeedItem, FeedTrip } from './calendar.repository';
import {
  escapeText,
  icalDate,
  icalFloatingDateTime,
  icalUtcDateTime,
  serializeIcal,
  type IcalComponent,
  type IcalProperty,
} from './ical-writer';
import { localTimeToUtc, vtimezone } from './time-zones';

/** A timed item with no duration lasts this long in a calendar. */
const DEFAULT_DURATION_MINUTES = 60;

/** How often a subscribed app is asked to fetch the feed again. */
const REFRESH_INTERVAL = 'PT1H';

/** An http(s) address with no space or control character, safe to write as a URI value. */
// eslint-disable-next-line no-control-regex -- control characters are what it refuses
const PLAIN_WEB_ADDRESS = /^https?:\/\/[^\s\u0000-\u001f\u007f]+$/;

/** SEQUENCE counts seconds from here: it grows with every change of `updated_at`. */
const SEQUENCE_EPOCH_MS = Date.UTC(2020, 0, 1);

/** The name a trip goes by, as on its page: its own name, else its place. */
export function tripPlaceName(trip: Pick<FeedTrip, 'tripLocation' | 'locationAddress'>): string {
  return trip.tripLocation.trim() || trip.locationAddress;
}

/**
 * LAST-MODIFIED and SEQUENCE from the row's `updated_at`, so a subscribed app sees that an event
 * changed and takes the newer one.
 */
function revision(updatedAt: Date): IcalProperty[] {
  const sequence = Math.max(0, Math.floor((updatedAt.getTime() - SEQUENCE_EPOCH_MS) / 1000));
  return [
    { name: 'LAST-MODIFIED', value: icalUtcDateTime(updatedAt) },
    { name: 'SEQUENCE', value: String(sequence) },
  ];
}

const text = (name: string, value: string): IcalProperty[] =>
  value.trim() === '' ? [] : [{ name, value: escapeText(value) }];

function tripEvent(trip: FeedTrip, stamp: string, t: Translator): IcalComponent | undefined {
  if (!trip.tripStart) return undefined;
  // A trip with a start and no end yet is shown on its first day.
  const lastDay = trip.tripEnd ?? trip.tripStart;
  return {
    name: 'VEVENT',
    properties: [
      { name: 'UID', value: `trip-${trip.id}@getaway-planner` },
      { name: 'DTSTAMP', value: stamp },
      { name: 'DTSTART', params: { VALUE: 'DATE' }, value: icalDate(trip.tripStart) },
      // An all-day event ends the day after its last day (RFC 5545 3.6.1, DTEND is exclusive).
      { name: 'DTEND', params: { VALUE: 'DATE' }, value: icalDate(addDays(lastDay, 1)) },
      ...text('SUMMARY', t('feed.tripSummary', { place: tripPlaceName(trip) })),
      ...text('LOCATION', trip.locationAddress),
      // The trip does not make the traveller busy all week; its planned items do.
      { name: 'TRANSP', value: 'TRANSPARENT' },
      ...revision(trip.updatedAt),
    ],
  };
}

function itemEvent(item: FeedItem & { day: string; startMinutes: number }, stamp: string) {
  const endMinutes = item.startMinutes + (item.durationMinutes ?? DEFAULT_DURATION_MINUTES);
  const properties: IcalProperty[] = [
    { name: 'UID', value: `plan-item-${item.id}@getaway-planner` },
    { name: 'DTSTAMP', value: stamp },
    // Floating times (no Z, no TZID): a plan's times are wall-clock times at the destination,
    // whose zone we do not store, and 09:30 at the museum must read 09:30 on the traveller's
    // phone there, whatever zone the phone was set to when it subscribed.
    { name: 'DTSTART', value: icalFloatingDateTime(item.day, item.startMinutes) },
    { name: 'DTEND', value: icalFloatingDateTime(item.day, endMinutes) },
    ...text('SUMMARY', item.name),
    ...text('LOCATION', item.place),
    ...(item.lat !== null && item.lng !== null
      ? [{ name: 'GEO', value: `${item.lat.toFixed(6)};${item.lng.toFixed(6)}` }]
      : []),
    ...text('DESCRIPTION', item.note),
    // A URI is written as it is, unescaped: only a plain http(s) address may go in.
    ...(item.sourceUrl && PLAIN_WEB_ADDRESS.test(item.sourceUrl)
      ? [{ name: 'URL', value: item.sourceUrl }]
      : []),
    ...revision(item.updatedAt),
  ];
  return { name: 'VEVENT', properties };
}

/** Kinds that travel: each leg is its own event, from its departure to its arrival. */
const TRAVEL_KINDS: ReadonlySet<BookingKind> = new Set(['flight', 'train', 'bus', 'ferry']);
/** A stay or a rental does not make the traveller busy for days; its calendar shows it free. */
const FREE_KINDS: ReadonlySet<BookingKind> = new Set(['stay', 'car_rental']);

/** One calendar event of a booking: a whole booking, or one leg of a journey. */
interface BookingSpan {
  uid: string;
  summary: string;
  start: LocalDateTime;
  end: LocalDateTime | null;
  place: BookingPlace | null;
}

function spansOf(booking: Booking): BookingSpan[] {
  if (TRAVEL_KINDS.has(booking.kind) && booking.legs.length > 0)
    return booking.legs.map((leg, index) => ({
      uid: `booking-${booking._id}-leg-${index + 1}@getaway-planner`,
      summary: leg.number ? `${booking.title} (${leg.number})` : booking.title,
      start: leg.departs,
      end: leg.arrives,
      place: leg.from,
    }));
  return [
    {
      uid: `booking-${booking._id}@getaway-planner`,
      summary: booking.title,
      start: booking.start,
      end: booking.end,
      place: booking.from ?? booking.to,
    },
  ];
}

function geo(place: BookingPlace | null): IcalProperty[] {
  return place && place.lat !== null && place.lng !== null
    ? [{ name: 'GEO', value: `${place.lat.toFixed(6)};${place.lng.toFixed(6)}` }]
    : [];
}

/** A local time with its zone: `DTSTART;TZID=Europe/Lisbon:20270314T100500`. */
function zonedTime(name: string, at: LocalDateTime & { time: string }): IcalProperty {
  return {
    name,
    params: { TZID: at.timeZone },
    value: icalFloatingDateTime(at.date, clockTimeMinutes(at.time)),
  };
}

const instantOf = (at: LocalDateTime & { time: string }) =>
  localTimeToUtc(at.date, clockTimeMinutes(at.time), at.timeZone);

/**
 * When a span happens. Timed: at its local time with its own zone (a VTIMEZONE in the feed),
 * ending at its end's local time and zone when that is known and later, else an hour later.
 * Known only by the day: an all-day event to its end's day, which it includes.
 */
function spanTimes({ start, end }: BookingSpan): IcalProperty[] {
  const { time } = start;
  if (time === null) {
    const lastDay = end && end.date > start.date ? end.date : start.date;
    return [
      { name: 'DTSTART', params: { VALUE: 'DATE' }, value: icalDate(start.date) },
      { name: 'DTEND', params: { VALUE: 'DATE' }, value: icalDate(addDays(lastDay, 1)) },
    ];
  }
  const from = { ...start, time };
  const to = end?.time ? { ...end, time: end.time } : null;
  return [
    zonedTime('DTSTART', from),
    to && instantOf(to) > instantOf(from)
      ? zonedTime('DTEND', to)
      : { name: 'DURATION', value: `PT${DEFAULT_DURATION_MINUTES}M` },
  ];
}

/**
 * A booking's events: a journey's legs one by one, anything else as one event. The feed is a
 * bearer link whoever holds it reads (docs/SECURITY.md), so no confirmation code and no
 * traveller's name goes in.
 */
function bookingEvents(booking: Booking, stamp: string): IcalComponent[] {
  const updatedAt = new Date(booking.updatedAt);
  return spansOf(booking).map((span) => ({
    name: 'VEVENT',
    properties: [
      { name: 'UID', value: span.uid },
      { name: 'DTSTAMP', value: stamp },
      ...spanTimes(span),
      ...text('SUMMARY', span.summary),
      ...text(
        'LOCATION',
        [bookingPlaceLabel(span.place), span.place?.address.trim() ?? '']
          .filter((part, index, parts) => part !== '' && parts.indexOf(part) === index)
          .join(', '),
      ),
      ...geo(span.place),
      ...text('DESCRIPTION', [booking.provider, booking.notes].filter((part) => part).join('\n')),
      ...(FREE_KINDS.has(booking.kind) ? [{ name: 'TRANSP', value: 'TRANSPARENT' }] : []),
      ...revision(updatedAt),
    ],
  }));
}

/** A VTIMEZONE for each zone a timed booking event names, over the years it names them in. */
function timeZonesOf(events: readonly IcalComponent[]): IcalComponent[] {
  const years = new Map<string, Set<number>>();
  for (const event of events)
    for (const property of event.properties) {
      const zone = property.params?.TZID;
      if (!zone) continue;
      // The value starts with its local date's year: YYYYMMDDTHHMMSS.
      const year = Number(property.value.slice(0, 4));
      const zoneYears = years.get(zone) ?? new Set<number>();
      zoneYears.add(year);
      years.set(zone, zoneYears);
    }
  return [...years]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([zone, zoneYears]) => vtimezone(zone, zoneYears));
}

const isTimed = (item: FeedItem): item is FeedItem & { day: string; startMinutes: number } =>
  item.day !== null && item.startMinutes !== null;

/**
 * A trip as an iCalendar feed (docs/PRODUCT-RULES.md#calendar-link): the dated trip as one
 * all-day event, each plan item with a day and a start time as a timed event, and the trip's
 * bookings (in order of their start) at their local times in their own zones. Its own words
 * ("Trip to Lisbon") are in the owner's language.
 */
export function toCalendarFeed(
  trip: FeedTrip,
  items: readonly FeedItem[],
  bookings: readonly Booking[],
  now: Date,
  /** The feed owner's language (users.locale); English when null. */
  locale: string | null = null,
): string {
  const t = translatorFor(locale);
  const stamp = icalUtcDateTime(now);
  const timed = items
    .filter(isTimed)
    .sort(
      (a, b) =>
        a.day.localeCompare(b.day) || a.startMinutes - b.startMinutes || a.position - b.position,
    );
  const tripComponent = tripEvent(trip, stamp, t);
  const bookingComponents = bookings.flatMap((booking) => bookingEvents(booking, stamp));
  return serializeIcal({
    name: 'VCALENDAR',
    properties: [
      { name: 'VERSION', value: '2.0' },
      { name: 'PRODID', value: '-//Getaway planner//Trip calendar//EN' },
      { name: 'CALSCALE', value: 'GREGORIAN' },
      { name: 'METHOD', value: 'PUBLISH' },
      ...text('X-WR-CALNAME', tripPlaceName(trip)),
      { name: 'REFRESH-INTERVAL', params: { VALUE: 'DURATION' }, value: REFRESH_INTERVAL },
      { name: 'X-PUBLISHED-TTL', value: REFRESH_INTERVAL },
    ],
    components: [
      ...timeZonesOf(bookingComponents),
      ...(tripComponent ? [tripComponent] : []),
      ...timed.map((item) => itemEvent(item, stamp)),
      ...bookingComponents,
    ],
  });
}

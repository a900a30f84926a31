import { addDays } from '#shared/domain/calendar-date';
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

function tripEvent(trip: FeedTrip, stamp: string): IcalComponent | undefined {
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
      ...text('SUMMARY', `Trip to ${tripPlaceName(trip)}`),
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

const isTimed = (item: FeedItem): item is FeedItem & { day: string; startMinutes: number } =>
  item.day !== null && item.startMinutes !== null;

/**
 * A trip as an iCalendar feed (docs/PRODUCT-RULES.md#calendar-link): the dated trip as one
 * all-day event, and each plan item with a day and a start time as a timed event.
 */
export function toCalendarFeed(trip: FeedTrip, items: readonly FeedItem[], now: Date): string {
  const stamp = icalUtcDateTime(now);
  const timed = items
    .filter(isTimed)
    .sort(
      (a, b) =>
        a.day.localeCompare(b.day) || a.startMinutes - b.startMinutes || a.position - b.position,
    );
  const tripComponent = tripEvent(trip, stamp);
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
      ...(tripComponent ? [tripComponent] : []),
      ...timed.map((item) => itemEvent(item, stamp)),
    ],
  });
}

import type { IcalComponent } from './ical-writer';

/**
 * IANA time zones for the calendar feed, from the runtime's own zone data (Intl): a zone's UTC
 * offset at an instant, a local time's instant, and a VTIMEZONE (RFC 5545 3.6.5) listing the
 * zone's offset changes over the years a feed uses, so a calendar shows 10:05 in Lisbon as 10:05
 * Lisbon time whatever the zone of the device.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Minutes east of UTC that `timeZone` is at the instant `utcMs` (Lisbon in July: 60). */
export function zoneOffsetMinutes(timeZone: string, utcMs: number): number {
  const parts: Record<string, string> = {};
  for (const part of formatterOf(timeZone).formatToParts(new Date(utcMs)))
    parts[part.type] = part.value;
  const year = Number(parts.year) * (parts.era === 'BC' ? -1 : 1);
  const wall = new Date(0);
  wall.setUTCFullYear(year, Number(parts.month) - 1, Number(parts.day));
  wall.setUTCHours(Number(parts.hour), Number(parts.minute), Number(parts.second), 0);
  const wholeSecond = utcMs - (((utcMs % 1000) + 1000) % 1000);
  return Math.round((wall.getTime() - wholeSecond) / MINUTE_MS);
}

/** The wall-clock time as if it were UTC: `date` ("YYYY-MM-DD") plus `minutes` after midnight. */
function wallMs(date: string, minutes: number): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wall = new Date(0);
  wall.setUTCFullYear(year, month - 1, day);
  return wall.getTime() + minutes * MINUTE_MS;
}

/**
 * The instant (ms since the epoch) a local time in `timeZone` names, read as RFC 5545 3.3.5
 * says: a time that happens twice (when clocks go back) is the first one; a time the clocks skip
 * is read with the offset before the change.
 */
export function localTimeToUtc(date: string, minutes: number, timeZone: string): number {
  const wall = wallMs(date, minutes);
  const before = knownOffset(timeZone, wall - DAY_MS);
  const after = knownOffset(timeZone, wall + DAY_MS);
  const fits = [before, after]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((utc) => wall - knownOffset(timeZone, utc) * MINUTE_MS === utc);
  return fits.length > 0 ? Math.min(...fits) : wall - before * MINUTE_MS;
}

/**
 * The offset at `utcMs` from the year's changes searched once (as the VTIMEZONE lists them), so
 * a feed of many events asks Intl once per zone and year rather than for every event.
 */
function knownOffset(timeZone: string, utcMs: number): number {
  const { atStart, changes } = zoneYearOf(timeZone, new Date(utcMs).getUTCFullYear());
  return changes.findLast((change) => change.at <= utcMs)?.to ?? atStart;
}

/** "+0100", "-0330": a UTC-OFFSET value. */
function utcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  const abs = Math.abs(minutes);
  return `${sign}${String(Math.floor(abs / 60)).padStart(2, '0')}${String(abs % 60).padStart(2, '0')}`;
}

/** A local DATE-TIME value `YYYYMMDDTHHMMSS` for the instant `utcMs` at `offset` minutes. */
function localDateTime(utcMs: number, offset: number): string {
  const at = new Date(utcMs + offset * MINUTE_MS);
  const pad = (value: number, width = 2) => String(value).padStart(width, '0');
  return (
    `${pad(at.getUTCFullYear(), 4)}${pad(at.getUTCMonth() + 1)}${pad(at.getUTCDate())}` +
    `T${pad(at.getUTCHours())}${pad(at.getUTCMinutes())}${pad(at.getUTCSeconds())}`
  );
}

interface Transition {
  /** The first instant of the new offset. */
  at: number;
  from: number;
  to: number;
}

/** Offsets are looked at a week apart: no zone changes its offset twice within a week. */
const STEP_MS = 7 * DAY_MS;

/** Each change of offset in [start, end), found week by week, then to the minute. */
function transitionsOf(timeZone: string, start: number, end: number): Transition[] {
  const found: Transition[] = [];
  let previous = zoneOffsetMinutes(timeZone, start);
  for (let from = start; from < end; from += STEP_MS) {
    const next = Math.min(from + STEP_MS, end);
    const offset = zoneOffsetMinutes(timeZone, next);
    if (offset === previous) continue;
    // The change lies in (from, next]: halve the span down to one minute.
    let low = from;
    let high = next;
    while (high - low > MINUTE_MS) {
      const middle = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (zoneOffsetMinutes(timeZone, middle) === previous) low = middle;
      else high = middle;
    }
    found.push({ at: high, from: previous, to: offset });
    previous = offset;
  }
  return found;
}

interface ZoneYear {
  /** The offset as the year begins (two days early, see below). */
  atStart: number;
  changes: Transition[];
  start: number;
}

/** A zone's changes never change while the process runs: each year is searched once. */
const zoneYears = new Map<string, ZoneYear>();
const MAX_KEPT_ZONE_YEARS = 5000;

function zoneYearOf(timeZone: string, year: number): ZoneYear {
  const key = `${timeZone} ${year}`;
  let found = zoneYears.get(key);
  if (!found) {
    // Two days either side: early on 1 January far east of UTC is still the year before in UTC.
    const start = wallMs(`${String(year).padStart(4, '0')}-01-01`, 0) - 2 * DAY_MS;
    const end = wallMs(`${String(year + 1).padStart(4, '0')}-01-01`, 0) + 2 * DAY_MS;
    found = {
      atStart: zoneOffsetMinutes(timeZone, start),
      changes: transitionsOf(timeZone, start, end),
      start,
    };
    if (zoneYears.size >= MAX_KEPT_ZONE_YEARS) zoneYears.clear();
    zoneYears.set(key, found);
  }
  return found;
}

/**
 * The VTIMEZONE of `timeZone` for the calendar years a feed uses: the offset in force as the
 * first begins (from 1601, so every earlier time finds one too), then one STANDARD or DAYLIGHT
 * per change in those years, each starting at its local time before the change as RFC 5545
 * writes it. Only the years asked for are searched, each on its own. An offset above the lowest
 * of them all is daylight saving time.
 */
export function vtimezone(timeZone: string, years: Iterable<number>): IcalComponent {
  const changes: Transition[] = [];
  let first: number | undefined;
  let current: number | undefined;
  for (const year of [...new Set(years)].sort((a, b) => a - b)) {
    const { atStart, changes: found, start } = zoneYearOf(timeZone, year);
    first ??= atStart;
    // A year after a gap in the years may begin at another offset than the last one ended.
    if (current !== undefined && atStart !== current && start > (changes.at(-1)?.at ?? -Infinity))
      changes.push({ at: start, from: current, to: atStart });
    // Next years overlap by four days: a change in both is listed once.
    changes.push(...found.filter((change) => change.at > (changes.at(-1)?.at ?? -Infinity)));
    current = changes.at(-1)?.to ?? atStart;
  }
  const initial = first ?? zoneOffsetMinutes(timeZone, Date.now());
  const standard = Math.min(initial, ...changes.map((change) => change.to));
  const observance = (from: number, to: number, onset: string): IcalComponent => ({
    name: to > standard ? 'DAYLIGHT' : 'STANDARD',
    properties: [
      { name: 'DTSTART', value: onset },
      { name: 'TZOFFSETFROM', value: utcOffset(from) },
      { name: 'TZOFFSETTO', value: utcOffset(to) },
    ],
  });
  return {
    name: 'VTIMEZONE',
    properties: [{ name: 'TZID', value: timeZone }],
    components: [
      observance(initial, initial, '16010101T000000'),
      ...changes.map((change) =>
        observance(change.from, change.to, localDateTime(change.at, change.from)),
      ),
    ],
  };
}

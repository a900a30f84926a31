import type { LocalDateTime } from '#shared/contracts/bookings';
import { isCalendarDate } from '#shared/domain/calendar-date';
import { isKnownZone, wallClock, zonesWithOffset } from './zones';

/** A date-time as a booking writes it: its wall clock and, when it says so, its UTC offset. */
export interface WrittenTime {
  date: string;
  /** "HH:MM", null when only the day is written. */
  time: string | null;
  /** Minutes east of UTC; null when the text gives none (the place's own clock). */
  offsetMinutes: number | null;
  /** The text says UTC ("Z" or "UTC"), not merely +00:00. */
  saysUtc: boolean;
}

const DATE_TIME =
  /^(\d{4})-?(\d{2})-?(\d{2})(?:[T ](\d{2}):?(\d{2})(?::?(\d{2})(?:[.,]\d+)?)?\s*(Z|UTC|GMT|[+-]\d{2}(?::?\d{2})?)?)?$/i;

/** "2027-03-14T10:05:00+00:00", "2027-03-14 10:05", "20270314T100500Z", "2027-03-14". */
export function parseWrittenTime(text: string | undefined): WrittenTime | undefined {
  const match = text ? DATE_TIME.exec(text.trim()) : null;
  if (!match) return undefined;
  const [, y, mo, d, h, mi, , zone] = match;
  const date = `${y}-${mo}-${d}`;
  if (!isCalendarDate(date)) return undefined;
  if (h !== undefined && (Number(h) > 23 || Number(mi) > 59)) return undefined;
  let offsetMinutes: number | null = null;
  const saysUtc = zone !== undefined && /^(z|utc|gmt)$/i.test(zone);
  if (saysUtc) offsetMinutes = 0;
  else if (zone) {
    const [, sign, oh, om] = /^([+-])(\d{2}):?(\d{2})?$/.exec(zone) ?? [];
    offsetMinutes = (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om ?? 0));
  }
  return { date, time: h === undefined ? null : `${h}:${mi}`, offsetMinutes, saysUtc };
}

/** The instant a written time with an offset names. */
function instantOf(written: WrittenTime): number {
  const [y, m, d] = written.date.split('-').map(Number);
  const [h, mi] = (written.time ?? '00:00').split(':').map(Number);
  return (
    Date.UTC(y ?? 0, (m ?? 1) - 1, d ?? 1, h ?? 0, mi ?? 0) - (written.offsetMinutes ?? 0) * 60_000
  );
}

export interface Resolved {
  value: LocalDateTime;
  /** No zone could be told: the draft says so in its notes. */
  zoneGuessed: boolean;
}

/**
 * The booking's local time: the place's wall clock in the place's zone. A time written with an
 * offset is the instant it names, shown on the place's clock (10:05Z in Lisbon in July is 11:05
 * Europe/Lisbon); one without is already the place's clock. With no place, the zone is told from
 * the offset when one zone alone (of the place's country, if known) has it, "UTC" when the text
 * says UTC, a fixed-offset Etc zone for a whole-hour offset, else UTC marked as a guess.
 */
export function resolveTime(
  written: WrittenTime,
  placeZone: string | undefined,
  country?: string,
): Resolved {
  if (placeZone && isKnownZone(placeZone)) {
    if (written.offsetMinutes === null || written.time === null)
      return {
        value: { date: written.date, time: written.time, timeZone: placeZone },
        zoneGuessed: false,
      };
    return {
      value: { ...wallClock(placeZone, instantOf(written)), timeZone: placeZone },
      zoneGuessed: false,
    };
  }
  const plain = { date: written.date, time: written.time };
  if (written.offsetMinutes !== null) {
    if (written.saysUtc && !country)
      return { value: { ...plain, timeZone: 'UTC' }, zoneGuessed: false };
    const instant = instantOf(written);
    const zones = zonesWithOffset(instant, written.offsetMinutes, country);
    if (zones.length === 1 && zones[0])
      return { value: { ...plain, timeZone: zones[0] }, zoneGuessed: false };
    if (written.saysUtc) return { value: { ...plain, timeZone: 'UTC' }, zoneGuessed: false };
    if (written.offsetMinutes % 60 === 0 && Math.abs(written.offsetMinutes) <= 12 * 60) {
      const hours = -written.offsetMinutes / 60;
      const zone = hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '+' : ''}${hours}`;
      return { value: { ...plain, timeZone: zone }, zoneGuessed: true };
    }
  }
  return { value: { ...plain, timeZone: 'UTC' }, zoneGuessed: true };
}

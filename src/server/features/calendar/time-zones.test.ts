import fc from 'fast-check';
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { icalFloatingDateTime, serializeIcal } from './ical-writer';
import { localTimeToUtc, vtimezone, zoneOffsetMinutes } from './time-zones';

/** What the zone's own clock reads at an instant, as Intl (the runtime's zone data) says. */
function wallClock(utcMs: number, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(new Date(utcMs));
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value;
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** A calendar with the zone's VTIMEZONE and one event at that local time, read by ical.js. */
function readBack(date: string, minutes: number, timeZone: string) {
  const text = serializeIcal({
    name: 'VCALENDAR',
    properties: [
      { name: 'VERSION', value: '2.0' },
      { name: 'PRODID', value: '-//test//EN' },
    ],
    components: [
      vtimezone(timeZone, [Number(date.slice(0, 4))]),
      {
        name: 'VEVENT',
        properties: [
          { name: 'UID', value: 'one@test' },
          { name: 'DTSTAMP', value: '20270101T000000Z' },
          {
            name: 'DTSTART',
            params: { TZID: timeZone },
            value: icalFloatingDateTime(date, minutes),
          },
        ],
      },
    ],
  });
  const calendar = new ICAL.Component(ICAL.parse(text));
  return new ICAL.Event(calendar.getFirstSubcomponent('vevent')!).startDate;
}

const ZONES = [
  'Europe/Lisbon',
  'Europe/Berlin',
  'Europe/Dublin',
  'America/New_York',
  'America/Sao_Paulo',
  'Australia/Sydney',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Pacific/Chatham',
  'Africa/Casablanca',
  'UTC',
];

describe('time zones for the calendar feed', () => {
  it('gives Lisbon its offsets in winter and in summer', () => {
    expect(zoneOffsetMinutes('Europe/Lisbon', Date.UTC(2027, 0, 15))).toBe(0);
    expect(zoneOffsetMinutes('Europe/Lisbon', Date.UTC(2027, 6, 15))).toBe(60);
    expect(zoneOffsetMinutes('Asia/Kathmandu', Date.UTC(2027, 6, 15))).toBe(345);
  });

  it("writes Lisbon's two changes of 2027 as RFC 5545 does: at the local time before each", () => {
    expect(serializeIcal(vtimezone('Europe/Lisbon', [2027])).split('\r\n')).toEqual([
      'BEGIN:VTIMEZONE',
      'TZID:Europe/Lisbon',
      'BEGIN:STANDARD',
      'DTSTART:16010101T000000',
      'TZOFFSETFROM:+0000',
      'TZOFFSETTO:+0000',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:20270328T010000',
      'TZOFFSETFROM:+0000',
      'TZOFFSETTO:+0100',
      'END:DAYLIGHT',
      'BEGIN:STANDARD',
      'DTSTART:20271031T020000',
      'TZOFFSETFROM:+0100',
      'TZOFFSETTO:+0000',
      'END:STANDARD',
      'END:VTIMEZONE',
      '',
    ]);
  });

  it('reads a time the clocks skip with the offset before, and a repeated time as the first', () => {
    // Lisbon: 01:00 becomes 02:00 on 28 March 2027 and 02:00 becomes 01:00 on 31 October.
    expect(new Date(localTimeToUtc('2027-03-28', 90, 'Europe/Lisbon')).toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
    expect(new Date(localTimeToUtc('2027-10-31', 90, 'Europe/Lisbon')).toISOString()).toBe(
      '2027-10-31T00:30:00.000Z',
    );
  });

  it('lists changes in years far apart, each where it happens', () => {
    const zone = vtimezone('America/New_York', [2019, 2027]);
    const onsets = zone.components!.slice(1).map((observance) => observance.properties[0]!.value);
    expect(onsets).toEqual([
      '20190310T020000',
      '20191103T020000',
      '20270314T020000',
      '20271107T020000',
    ]);
  });

  it('any local time in any of these zones reads back in ical.js as that time there, at the instant Intl gives', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.integer({ min: 0, max: 729 }),
        fc.integer({ min: 0, max: 1439 }),
        (timeZone, dayIndex, minutes) => {
          const date = new Date(Date.UTC(2026, 0, 1) + dayIndex * 86_400_000)
            .toISOString()
            .slice(0, 10);
          const utc = localTimeToUtc(date, minutes, timeZone);
          const time = readBack(date, minutes, timeZone);
          expect(time.zone?.tzid).toBe(timeZone);
          const clock = `${date} ${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
          // Only a time the clocks skip (beside a change) has no instant that reads it.
          if (wallClock(utc, timeZone) !== clock) {
            const hours3 = 3 * 3_600_000;
            expect(zoneOffsetMinutes(timeZone, utc - hours3)).not.toBe(
              zoneOffsetMinutes(timeZone, utc + hours3),
            );
            return;
          }
          expect(time.toUnixTime() * 1000).toBe(utc);
        },
      ),
      { numRuns: 300 },
    );
  });
});

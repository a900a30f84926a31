// The trip's bookings in the calendar feed, read back by a real iCalendar parser (ical.js).
import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import type { CalendarLink } from '#shared/contracts/calendar';
import { buildBookingFromBody, place } from '#tests/factories/booking-bodies';
import { buildTrip } from '#tests/factories/trips';
import { buildTwoTravellers } from '#tests/factories/users';
import { useTestApp } from '#tests/setup/test-app';

const testApp = useTestApp();
const db = () => testApp.db;

async function ownerWithTrip() {
  const travellers = await buildTwoTravellers(testApp.app, db());
  const trip = await buildTrip(db(), travellers.owner.id, {
    tripLocation: 'Lisbon',
    locationAddress: 'Lisbon, Lisbon, Portugal',
    tripStart: '2027-03-13',
    tripEnd: '2027-04-02',
  });
  return { ...travellers, trip };
}

/** Makes the trip's link and fetches its feed the way a calendar app does: no login. */
async function feedOf(tripId: string, headers: Record<string, string>) {
  const made = await testApp.app.inject({
    method: 'POST',
    url: `/api/trips/getaway/${tripId}/calendar`,
    headers,
  });
  expect(made.statusCode, made.body).toBe(201);
  const response = await testApp.app.inject({
    method: 'GET',
    url: new URL(made.json<CalendarLink>().url).pathname,
  });
  expect(response.statusCode, response.body).toBe(200);
  const calendar = new ICAL.Component(ICAL.parse(response.body));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  return { text: response.body, calendar, events };
}

/** How a calendar shows a time: its wall clock, its zone, and the instant it is. */
function shown(time: ICAL.Time) {
  return {
    local: time.toString(),
    zone: time.zone?.tzid,
    utc: new Date(time.toUnixTime() * 1000).toISOString(),
  };
}

const LIS = place('LIS', 'Lisbon Airport', 38.7742, -9.1342);
const FRA = place('FRA', 'Frankfurt Airport', 50.0379, 8.5622);
const JFK = place('JFK', 'John F. Kennedy International Airport', 40.6413, -73.7781);

describe('the calendar feed: bookings', () => {
  it('shows each flight leg at its local times in its real zones, and no code or name', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    await buildBookingFromBody(db(), trip.id, {
      kind: 'flight',
      title: 'Lisbon to New York',
      provider: 'TAP Air Portugal',
      confirmationCode: 'X7K2PQ',
      travellers: ['Ada Quillfeather'],
      start: { date: '2027-03-14', time: '10:05', timeZone: 'Europe/Lisbon' },
      end: { date: '2027-03-14', time: '18:45', timeZone: 'America/New_York' },
      from: LIS,
      to: JFK,
      legs: [
        {
          number: 'TP 572',
          carrier: 'TAP Air Portugal',
          from: LIS,
          to: FRA,
          departs: { date: '2027-03-14', time: '10:05', timeZone: 'Europe/Lisbon' },
          arrives: { date: '2027-03-14', time: '14:10', timeZone: 'Europe/Berlin' },
        },
        {
          number: 'LH 400',
          carrier: 'Lufthansa',
          from: FRA,
          to: JFK,
          departs: { date: '2027-03-14', time: '16:00', timeZone: 'Europe/Berlin' },
          arrives: { date: '2027-03-14', time: '18:45', timeZone: 'America/New_York' },
        },
      ],
    });

    const { text, calendar, events } = await feedOf(trip.id, ownerHeaders);
    const legs = events.filter((event) => event.summary.startsWith('Lisbon to New York'));
    expect(legs.map((event) => event.summary)).toEqual([
      'Lisbon to New York (TP 572)',
      'Lisbon to New York (LH 400)',
    ]);
    expect(shown(legs[0]!.startDate)).toEqual({
      local: '2027-03-14T10:05:00',
      zone: 'Europe/Lisbon',
      utc: '2027-03-14T10:05:00.000Z',
    });
    expect(shown(legs[0]!.endDate)).toEqual({
      local: '2027-03-14T14:10:00',
      zone: 'Europe/Berlin',
      utc: '2027-03-14T13:10:00.000Z',
    });
    // New York is already on summer time on 14 March 2027 (from the 14th, 02:00), Europe not.
    expect(shown(legs[1]!.startDate).utc).toBe('2027-03-14T15:00:00.000Z');
    expect(shown(legs[1]!.endDate)).toEqual({
      local: '2027-03-14T18:45:00',
      zone: 'America/New_York',
      utc: '2027-03-14T22:45:00.000Z',
    });
    expect(legs[0]!.location).toBe('Lisbon Airport (LIS)');
    expect(legs[0]!.component.getFirstPropertyValue('geo')).toEqual([38.7742, -9.1342]);
    expect(legs[0]!.description).toBe('TAP Air Portugal');
    expect(legs[0]!.uid).not.toBe(legs[1]!.uid);

    // One VTIMEZONE per zone used, each once.
    expect(
      calendar
        .getAllSubcomponents('vtimezone')
        .map((zone) => zone.getFirstPropertyValue('tzid'))
        .sort(),
    ).toEqual(['America/New_York', 'Europe/Berlin', 'Europe/Lisbon']);
    // The link is a bearer URL: the booking's code and travellers stay out of it.
    expect(text).not.toContain('X7K2PQ');
    expect(text).not.toContain('Quillfeather');
  });

  it('keeps 10:05 in Lisbon at 10:05 Lisbon time on both sides of the change to summer time', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    for (const date of ['2027-03-27', '2027-03-29'])
      await buildBookingFromBody(db(), trip.id, {
        kind: 'train',
        title: `Train to Porto on ${date}`,
        start: { date, time: '10:05', timeZone: 'Europe/Lisbon' },
        end: { date, time: '12:50', timeZone: 'Europe/Lisbon' },
        from: place(null, 'Lisboa Santa Apolónia'),
        to: place(null, 'Porto Campanhã'),
      });

    const { text, events } = await feedOf(trip.id, ownerHeaders);
    const trains = events.filter((event) => event.summary.startsWith('Train'));
    expect(trains.map((event) => [shown(event.startDate), shown(event.endDate)])).toEqual([
      [
        { local: '2027-03-27T10:05:00', zone: 'Europe/Lisbon', utc: '2027-03-27T10:05:00.000Z' },
        { local: '2027-03-27T12:50:00', zone: 'Europe/Lisbon', utc: '2027-03-27T12:50:00.000Z' },
      ],
      [
        { local: '2027-03-29T10:05:00', zone: 'Europe/Lisbon', utc: '2027-03-29T09:05:00.000Z' },
        { local: '2027-03-29T12:50:00', zone: 'Europe/Lisbon', utc: '2027-03-29T11:50:00.000Z' },
      ],
    ]);
    expect(text).toContain('DTSTART;TZID=Europe/Lisbon:20270329T100500\r\n');
  });

  it('shows a booking known only by its days as an all-day event, and one with no end as an hour', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    await buildBookingFromBody(db(), trip.id, {
      kind: 'stay',
      title: 'Casa do Largo',
      start: { date: '2027-03-14', time: null, timeZone: 'Europe/Lisbon' },
      end: { date: '2027-03-17', time: null, timeZone: 'Europe/Lisbon' },
      from: place(null, 'Casa do Largo', 38.7139, -9.1334, 'Largo do Chafariz de Dentro 1'),
    });
    await buildBookingFromBody(db(), trip.id, {
      kind: 'event',
      title: 'Fado at the Clube',
      start: { date: '2027-03-15', time: '21:30', timeZone: 'Europe/Lisbon' },
    });

    const { events } = await feedOf(trip.id, ownerHeaders);
    const stay = events.find((event) => event.summary === 'Casa do Largo')!;
    expect(stay.startDate.isDate).toBe(true);
    expect(stay.startDate.toString()).toBe('2027-03-14');
    // The check-out day is shown too: an all-day event ends the day after its last day.
    expect(stay.endDate.toString()).toBe('2027-03-18');
    expect(stay.location).toBe('Casa do Largo, Largo do Chafariz de Dentro 1');
    expect(stay.component.getFirstPropertyValue('transp')).toBe('TRANSPARENT');
    const fado = events.find((event) => event.summary === 'Fado at the Clube')!;
    expect(shown(fado.startDate).utc).toBe('2027-03-15T21:30:00.000Z');
    expect(shown(fado.endDate).utc).toBe('2027-03-15T22:30:00.000Z');
  });
});

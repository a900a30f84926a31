// The trip's bookings on the plan's days: what each does on which day, at its local time.
import { describe, expect, it } from 'vitest';
import type { Plan } from '#shared/contracts/plan';
import { buildBookingFromBody, place } from '#tests/factories/booking-bodies';
import { buildMember } from '#tests/factories/members';
import { buildPlanItem } from '#tests/factories/plan';
import { moveUrl, usePlanRoutesApp } from '#tests/setup/plan-routes';

const { db, ownerWithTrip, call, getPlan } = usePlanRoutesApp();

const LIS = place('LIS', 'Lisbon Airport', 38.7742, -9.1342);
const FRA = place('FRA', 'Frankfurt Airport', 50.0379, 8.5622);
const JFK = place('JFK', 'John F. Kennedy International Airport', 40.6413, -73.7781);

/** Each day with bookings: "moment time title @ place", as a traveller reads the day. */
function bookingLines(plan: Plan): Record<string, string[]> {
  const lines: Record<string, string[]> = {};
  for (const day of plan.days)
    if (day.bookings.length > 0)
      lines[day.date] = day.bookings.map(
        (booking) =>
          `${booking.moment} ${booking.time ?? '--:--'} ${booking.timeZone} ${booking.title} @ ${booking.place}`,
      );
  return lines;
}

describe('GET /api/trips/getaway/:id/plan: bookings on the days', () => {
  it('puts each flight leg on its departure day and the arrival on its day, at local times', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    const flight = await buildBookingFromBody(db(), trip.id, {
      kind: 'flight',
      title: 'Lisbon to New York',
      confirmationCode: 'X7K2PQ',
      start: { date: '2026-06-02', time: '10:05', timeZone: 'Europe/Lisbon' },
      end: { date: '2026-06-03', time: '09:40', timeZone: 'America/New_York' },
      from: LIS,
      to: JFK,
      legs: [
        {
          number: 'TP 572',
          carrier: 'TAP Air Portugal',
          from: LIS,
          to: FRA,
          departs: { date: '2026-06-02', time: '10:05', timeZone: 'Europe/Lisbon' },
          arrives: { date: '2026-06-02', time: '14:10', timeZone: 'Europe/Berlin' },
        },
        {
          number: 'LH 400',
          carrier: 'Lufthansa',
          from: FRA,
          to: JFK,
          departs: { date: '2026-06-03', time: '07:15', timeZone: 'Europe/Berlin' },
          arrives: { date: '2026-06-03', time: '09:40', timeZone: 'America/New_York' },
        },
      ],
    });

    const plan = await getPlan(trip.id, ownerHeaders);
    expect(bookingLines(plan)).toEqual({
      '2026-06-02': ['departs 10:05 Europe/Lisbon Lisbon to New York @ Lisbon Airport (LIS)'],
      '2026-06-03': [
        'departs 07:15 Europe/Berlin Lisbon to New York @ Frankfurt Airport (FRA)',
        'arrives 09:40 America/New_York Lisbon to New York @ John F. Kennedy International Airport (JFK)',
      ],
    });
    expect(plan.days[1]!.bookings[0]).toEqual({
      bookingId: flight.id,
      kind: 'flight',
      title: 'Lisbon to New York',
      moment: 'departs',
      time: '10:05',
      timeZone: 'Europe/Lisbon',
      place: 'Lisbon Airport (LIS)',
      lat: 38.7742,
      lng: -9.1342,
    });
    // The plan's day shows no confirmation code: it is on the booking itself.
    expect(JSON.stringify(plan)).not.toContain('X7K2PQ');
  });

  it("gives a stay its check-in and check-out, an event and a restaurant their start, each day's by time, untimed first", async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    await buildBookingFromBody(db(), trip.id, {
      kind: 'stay',
      title: 'Casa do Largo',
      start: { date: '2026-06-02', time: '15:00', timeZone: 'Europe/Lisbon' },
      end: { date: '2026-06-05', time: '11:00', timeZone: 'Europe/Lisbon' },
      from: place(null, 'Casa do Largo', 38.7139, -9.1334),
    });
    await buildBookingFromBody(db(), trip.id, {
      kind: 'restaurant',
      title: 'Dinner at Cervejaria Ramiro',
      start: { date: '2026-06-02', time: '20:30', timeZone: 'Europe/Lisbon' },
      from: place(null, '', null, null, 'Av. Almirante Reis 1, Lisboa'),
    });
    await buildBookingFromBody(db(), trip.id, {
      kind: 'event',
      title: 'Fado night',
      start: { date: '2026-06-02', time: null, timeZone: 'Europe/Lisbon' },
    });
    await buildBookingFromBody(db(), trip.id, {
      kind: 'train',
      title: 'Alfa Pendular to Porto',
      start: { date: '2026-06-05', time: '09:39', timeZone: 'Europe/Lisbon' },
      end: { date: '2026-06-05', time: '12:28', timeZone: 'Europe/Lisbon' },
      from: place('9430007', 'Lisboa Santa Apolónia'),
      to: place(null, 'Porto Campanhã'),
    });
    await buildBookingFromBody(db(), trip.id, {
      kind: 'car_rental',
      title: 'Car from Porto',
      start: { date: '2026-06-05', time: '13:00', timeZone: 'Europe/Lisbon' },
      end: { date: '2026-06-07', time: null, timeZone: 'Europe/Lisbon' },
      from: place(null, 'Porto Campanhã'),
    });
    await buildPlanItem(db(), trip.id, { name: 'Tram 28', day: '2026-06-02', position: 0 });

    const plan = await getPlan(trip.id, ownerHeaders);
    expect(bookingLines(plan)).toEqual({
      '2026-06-02': [
        'starts --:-- Europe/Lisbon Fado night @ ',
        'check_in 15:00 Europe/Lisbon Casa do Largo @ Casa do Largo',
        'starts 20:30 Europe/Lisbon Dinner at Cervejaria Ramiro @ Av. Almirante Reis 1, Lisboa',
      ],
      '2026-06-05': [
        'departs 09:39 Europe/Lisbon Alfa Pendular to Porto @ Lisboa Santa Apolónia (9430007)',
        'check_out 11:00 Europe/Lisbon Casa do Largo @ Casa do Largo',
        'arrives 12:28 Europe/Lisbon Alfa Pendular to Porto @ Porto Campanhã',
        'starts 13:00 Europe/Lisbon Car from Porto @ Porto Campanhã',
      ],
      '2026-06-07': ['ends --:-- Europe/Lisbon Car from Porto @ Porto Campanhã'],
    });
    // The things to do are where they were.
    expect(plan.days[1]!.items.map((item) => item.name)).toEqual(['Tram 28']);
  });

  it('shows nothing on a day outside the trip, and nothing on an undated trip', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    await buildBookingFromBody(db(), trip.id, {
      kind: 'stay',
      title: 'Airport hotel',
      start: { date: '2026-05-31', time: null, timeZone: 'Europe/Lisbon' },
      end: { date: '2026-06-01', time: '10:00', timeZone: 'Europe/Lisbon' },
      from: place(null, 'Star Inn Lisbon Airport'),
    });
    await buildBookingFromBody(db(), trip.id, {
      kind: 'event',
      title: 'Concert after the trip',
      start: { date: '2026-06-09', time: '21:00', timeZone: 'Europe/Lisbon' },
    });
    expect(bookingLines(await getPlan(trip.id, ownerHeaders))).toEqual({
      '2026-06-01': ['check_out 10:00 Europe/Lisbon Airport hotel @ Star Inn Lisbon Airport'],
    });

    const undated = await ownerWithTrip({ tripStart: null, tripEnd: null });
    await buildBookingFromBody(db(), undated.trip.id, { title: 'Somewhere' });
    expect((await getPlan(undated.trip.id, undated.ownerHeaders)).days).toEqual([]);
  });

  it('gives the map where each moment happens: the place of departure, of arrival, the hotel', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    await buildBookingFromBody(db(), trip.id, {
      kind: 'flight',
      title: 'Frankfurt to Lisbon',
      start: { date: '2026-06-01', time: '09:00', timeZone: 'Europe/Berlin' },
      end: { date: '2026-06-01', time: '11:05', timeZone: 'Europe/Lisbon' },
      from: FRA,
      to: LIS,
    });
    await buildBookingFromBody(db(), trip.id, {
      kind: 'restaurant',
      title: 'Somewhere unmapped',
      start: { date: '2026-06-01', time: '20:00', timeZone: 'Europe/Lisbon' },
      from: place(null, 'A tasca'),
    });
    await buildBookingFromBody(db(), trip.id, {});

    const plan = await getPlan(trip.id, ownerHeaders);
    expect(
      plan.days[0]!.bookings.map(({ moment, place: where, lat, lng }) => ({
        moment,
        where,
        lat,
        lng,
      })),
    ).toEqual([
      { moment: 'departs', where: 'Frankfurt Airport (FRA)', lat: 50.0379, lng: 8.5622 },
      { moment: 'arrives', where: 'Lisbon Airport (LIS)', lat: 38.7742, lng: -9.1342 },
      { moment: 'check_in', where: 'Casa do Largo', lat: 38.7139, lng: -9.1334 },
      { moment: 'starts', where: 'A tasca', lat: null, lng: null },
    ]);
  });

  it("shows a viewer the bookings, never another trip's", async () => {
    const { owner, other, otherHeaders, ownerHeaders, trip } = await ownerWithTrip();
    const elsewhere = await ownerWithTrip();
    await buildBookingFromBody(db(), elsewhere.trip.id, { title: 'Not this trip' });
    await buildBookingFromBody(db(), trip.id, { title: 'Casa do Largo' });
    await buildMember(db(), trip.id, other.id, 'viewer');
    expect(owner.id).not.toBe(other.id);

    for (const headers of [ownerHeaders, otherHeaders])
      expect(bookingLines(await getPlan(trip.id, headers))).toEqual({
        '2026-06-01': ['check_in 15:00 Europe/Lisbon Casa do Largo @ Casa do Largo'],
        '2026-06-04': ['check_out 11:00 Europe/Lisbon Casa do Largo @ Casa do Largo'],
      });
  });

  it('answers the days with their bookings after a move too', async () => {
    const { ownerHeaders, trip } = await ownerWithTrip();
    await buildBookingFromBody(db(), trip.id, { title: 'Casa do Largo' });
    const item = await buildPlanItem(db(), trip.id, { name: 'Tram 28' });
    const response = await call('POST', moveUrl(trip.id, item.id), ownerHeaders, {
      day: '2026-06-01',
      position: 0,
    });
    expect(response.statusCode, response.body).toBe(200);
    const plan = response.json<Plan>();
    expect(plan.days[0]!.items.map((entry) => entry.name)).toEqual(['Tram 28']);
    expect(bookingLines(plan)).toEqual({
      '2026-06-01': ['check_in 15:00 Europe/Lisbon Casa do Largo @ Casa do Largo'],
      '2026-06-04': ['check_out 11:00 Europe/Lisbon Casa do Largo @ Casa do Largo'],
    });
  });
});

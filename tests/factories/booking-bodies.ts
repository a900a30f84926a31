import { bookingBodySchema, type BookingBody, type BookingPlace } from '#shared/contracts/bookings';
import { bookingColumns } from '#server/booking-rows/booking-rows.repository';
import type { Database } from '#server/db/client';
import { bookings } from '#server/db/schema';
import type { BuiltBooking } from './bookings';

/** A place with a code and coordinates: `place('LIS', 'Lisbon Airport', 38.7742, -9.1342)`. */
export function place(
  code: string | null,
  name: string,
  lat: number | null = null,
  lng: number | null = null,
  address = '',
): BookingPlace {
  return { code, name, address, lat, lng };
}

/** What a stay is unless told otherwise: a Lisbon hotel on the trip's first nights. */
const STAY: BookingBody = {
  kind: 'stay',
  title: 'Casa do Largo',
  start: { date: '2026-06-01', time: '15:00', timeZone: 'Europe/Lisbon' },
  end: { date: '2026-06-04', time: '11:00', timeZone: 'Europe/Lisbon' },
  from: place(null, 'Casa do Largo', 38.7139, -9.1334, 'Largo do Chafariz de Dentro 1, Lisboa'),
};

/**
 * Inserts a booking on `tripId` straight into the database, from a body as `POST …/bookings`
 * takes it (checked by the contract). Without a kind it is the stay above; with one, only what is
 * given (and a title and start if not). No cost line is made.
 */
export async function buildBookingFromBody(
  db: Database,
  tripId: string,
  overrides: Partial<BookingBody> = {},
): Promise<BuiltBooking> {
  const defaults = overrides.kind === undefined ? STAY : { title: STAY.title, start: STAY.start };
  const body = bookingBodySchema.parse({ ...defaults, ...overrides });
  const [row] = await db
    .insert(bookings)
    .values({ tripId, ...bookingColumns(body) })
    .returning();
  if (!row) throw new Error('insert into bookings returned no row');
  return row;
}

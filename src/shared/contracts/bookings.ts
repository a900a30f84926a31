import { z } from 'zod';
import { moneySchema } from '#shared/domain/money';
import { calendarDateSchema, idSchema, startTimeSchema } from './common';
import { errorResponses, messageSchema } from './errors';
import { defineRoute } from './route';

/** What was booked: the kinds a confirmation e-mail, a pass or a calendar file can name. */
export const BOOKING_KINDS = [
  'flight',
  'train',
  'bus',
  'ferry',
  'car_rental',
  'stay',
  'event',
  'restaurant',
  'other',
] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/** At most this many bookings on one trip, legs of one booking, names on one booking. */
export const MAX_BOOKINGS = 200;
export const MAX_LEGS = 12;
export const MAX_BOOKING_TRAVELLERS = 20;
/** Attached tickets and vouchers: each file, and all of one trip's together. */
export const MAX_BOOKING_FILE_BYTES = 10 * 1024 * 1024;
export const MAX_TRIP_FILE_BYTES = 100 * 1024 * 1024;
/** What an import reads at most: one file, or pasted text. */
export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;

const text = (field: string, max: number) =>
  z
    .string({ error: `${field} must be text.` })
    .trim()
    .max(max, {
      error: `${field} is too long (${max.toLocaleString('en-US')} characters at most).`,
    });

/**
 * An IANA time zone the server's Intl knows ("Europe/Lisbon"); a zone that does not exist is
 * refused, so a calendar never shows a booking at a made-up time.
 */
export const timeZoneSchema = z
  .string({ error: 'timeZone must be an IANA time zone such as Europe/Lisbon.' })
  .max(64, { error: 'timeZone must be an IANA time zone such as Europe/Lisbon.' })
  .refine(isKnownTimeZone, { error: 'timeZone must be an IANA time zone such as Europe/Lisbon.' });

function isKnownTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone) && zone !== 'UTC') return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A moment as the place writes it: its calendar date, its clock time (if known) and its zone. */
export const localDateTimeSchema = z.object({
  date: calendarDateSchema,
  /** "HH:MM"; null when only the day is known (a check-in day with no time). */
  time: startTimeSchema.nullable(),
  timeZone: timeZoneSchema,
});
export type LocalDateTime = z.infer<typeof localDateTimeSchema>;

const lat = z
  .number({ error: 'lat must be a number.' })
  .min(-90, { error: 'lat must be between -90 and 90.' })
  .max(90, { error: 'lat must be between -90 and 90.' });
const lng = z
  .number({ error: 'lng must be a number.' })
  .min(-180, { error: 'lng must be between -180 and 180.' })
  .max(180, { error: 'lng must be between -180 and 180.' });

/** Where a booking starts or ends: an airport or station code where there is one. */
export const bookingPlaceSchema = z.object({
  /** "LIS" for an airport (IATA), a station's code; null where there is none. */
  code: z
    .string({ error: 'code must be text.' })
    .trim()
    .regex(/^[A-Z0-9]{2,10}$/, { error: 'code must be 2 to 10 capital letters or digits.' })
    .nullable(),
  name: text('name', 200),
  address: text('address', 300),
  lat: lat.nullable(),
  lng: lng.nullable(),
});
export type BookingPlace = z.infer<typeof bookingPlaceSchema>;

/** One leg of a flight (or a train with a change): its own number, places and local times. */
export const bookingLegSchema = z.object({
  /** "TP 1234", "ICE 578"; empty when unknown. */
  number: text('number', 20),
  carrier: text('carrier', 120),
  from: bookingPlaceSchema,
  to: bookingPlaceSchema,
  departs: localDateTimeSchema,
  arrives: localDateTimeSchema.nullable(),
});
export type BookingLeg = z.infer<typeof bookingLegSchema>;

/** What a traveller (or an import's draft) sends to add or replace a booking. */
export const bookingBodySchema = z.object({
  kind: z.enum(BOOKING_KINDS, { error: `kind must be one of ${BOOKING_KINDS.join(', ')}.` }),
  title: text('title', 200).min(1, { error: 'title is required.' }),
  provider: text('provider', 120).default(''),
  confirmationCode: text('confirmationCode', 60).default(''),
  /** A flight's first departure, a stay's check-in, an event's start. */
  start: localDateTimeSchema,
  /** A flight's last arrival, a stay's check-out; null when the booking has no end. */
  end: localDateTimeSchema.nullable().default(null),
  from: bookingPlaceSchema.nullable().default(null),
  /** Where it ends; a stay, an event or a restaurant has only `from` (its address). */
  to: bookingPlaceSchema.nullable().default(null),
  /** A flight's legs in order (empty for anything else, or a flight given as one leg). */
  legs: z
    .array(bookingLegSchema)
    .max(MAX_LEGS, { error: `legs holds at most ${MAX_LEGS}.` })
    .default([]),
  /** The travellers' names as the booking gives them. */
  travellers: z
    .array(text('travellers', 120).min(1, { error: 'A traveller name must not be empty.' }))
    .max(MAX_BOOKING_TRAVELLERS, {
      error: `travellers holds at most ${MAX_BOOKING_TRAVELLERS} names.`,
    })
    .default([]),
  /** What was really paid, in the currency it was paid in; it is the actual of its cost line. */
  price: moneySchema.nullable().default(null),
  notes: text('notes', 2000).default(''),
});
export type BookingBody = z.input<typeof bookingBodySchema>;
export type BookingInput = z.output<typeof bookingBodySchema>;

export const bookingFileSchema = z.object({
  _id: idSchema,
  name: z.string(),
  /** Checked by content: application/pdf, image/png, image/jpeg, image/webp, image/gif. */
  type: z.string(),
  bytes: z.number().int(),
  createdAt: z.string(),
});
export type BookingFile = z.infer<typeof bookingFileSchema>;

export const bookingSchema = z.object({
  _id: idSchema,
  kind: z.enum(BOOKING_KINDS),
  title: z.string(),
  provider: z.string(),
  /** Empty on the read-only share link. */
  confirmationCode: z.string(),
  start: localDateTimeSchema,
  end: localDateTimeSchema.nullable(),
  from: bookingPlaceSchema.nullable(),
  to: bookingPlaceSchema.nullable(),
  legs: z.array(bookingLegSchema),
  /** Empty on the read-only share link. */
  travellers: z.array(z.string()),
  price: moneySchema.nullable(),
  notes: z.string(),
  /** The cost line whose actual this booking's price is (same category); null without a price. */
  costLineId: idSchema.nullable(),
  /** Attached tickets and vouchers; empty on the read-only share link. */
  files: z.array(bookingFileSchema),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Booking = z.infer<typeof bookingSchema>;

/** What an import answers: bookings in the shape `POST …/bookings` takes, nothing saved. */
export const bookingDraftSchema = bookingBodySchema;
export const importBookingsResponseSchema = z.object({
  drafts: z.array(bookingBodySchema),
});
export type ImportBookingsResponse = z.output<typeof importBookingsResponseSchema>;

/** Pasted text (an e-mail's HTML or text, a calendar file's text); a file comes as multipart. */
export const importBookingsTextBodySchema = z.object({
  text: z
    .string({ error: 'text is required: paste an e-mail or send a file in the field "file".' })
    .min(1, { error: 'text is required: paste an e-mail or send a file in the field "file".' })
    .max(MAX_IMPORT_BYTES, { error: 'text is too long (10 MB at most).' }),
});

export const bookingParamsSchema = z.object({ id: idSchema, bookingId: idSchema });
export const bookingFileParamsSchema = z.object({
  id: idSchema,
  bookingId: idSchema,
  fileId: idSchema,
});

/** Deleting a booking with a cost line: keep the line (unlinked, its actual kept) or delete it. */
export const deleteBookingQuerySchema = z.object({
  costLine: z
    .enum(['keep', 'delete'], { error: 'costLine must be one of keep, delete.' })
    .default('keep'),
});

export const bookingsListSchema = z.object({ bookings: z.array(bookingSchema) });

/** Bookings of one plan day: what starts, ends or goes on that day (check-in, check-out). */
export const dayBookingSchema = z.object({
  bookingId: idSchema,
  kind: z.enum(BOOKING_KINDS),
  title: z.string(),
  /** What happens that day: departs, arrives, check_in, check_out, starts, ends. */
  moment: z.enum(['departs', 'arrives', 'check_in', 'check_out', 'starts', 'ends']),
  /** Local clock time at the place, and its zone; null when only the day is known. */
  time: z.string().nullable(),
  timeZone: z.string(),
  place: z.string(),
  /**
   * Where it happens, for the trip's map: the place's coordinates, null when it has none. The
   * server always sends them; optional for answers kept from before they existed.
   */
  lat: z.number().nullable().optional(),
  lng: z.number().nullable().optional(),
});
export type DayBooking = z.infer<typeof dayBookingSchema>;

const tags = ['bookings'] as const;

export const bookingsRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/trips/getaway/:id/bookings',
    auth: 'user',
    summary: "A trip's bookings, in order of their start",
    tags,
    params: z.object({ id: idSchema }),
    response: { 200: bookingsListSchema, ...errorResponses(400, 401, 404) },
  }),
  create: defineRoute({
    method: 'POST',
    path: '/api/trips/getaway/:id/bookings',
    auth: 'user',
    summary: 'Add a booking; with a price it becomes the actual of a cost line in its category',
    tags,
    params: z.object({ id: idSchema }),
    body: bookingBodySchema,
    successStatus: 201,
    response: { 201: bookingSchema, ...errorResponses(400, 401, 403, 404, 409) },
  }),
  update: defineRoute({
    method: 'PUT',
    path: '/api/trips/getaway/:id/bookings/:bookingId',
    auth: 'user',
    summary: 'Replace a booking; its cost line follows its price',
    tags,
    params: bookingParamsSchema,
    body: bookingBodySchema,
    response: { 200: bookingSchema, ...errorResponses(400, 401, 403, 404) },
  }),
  delete: defineRoute({
    method: 'DELETE',
    path: '/api/trips/getaway/:id/bookings/:bookingId',
    auth: 'user',
    summary: 'Delete a booking and its files; its cost line is kept or deleted (costLine)',
    tags,
    params: bookingParamsSchema,
    querystring: deleteBookingQuerySchema,
    response: { 200: messageSchema, ...errorResponses(400, 401, 403, 404) },
  }),
};

/** The bookings' calls outside the JSON contract: multipart uploads and file downloads. */
/** POST: multipart field `file`, or JSON `{text}`; answers 200 `importBookingsResponseSchema`. */
export const BOOKING_IMPORT_PATH = '/api/trips/getaway/:id/bookings/import';
/** POST: multipart field `file`; answers 201 with the new `bookingFileSchema`. */
export const BOOKING_FILES_PATH = '/api/trips/getaway/:id/bookings/:bookingId/files';
/** GET: the file as a download; DELETE: answers 200 `messageSchema`. */
export const BOOKING_FILE_PATH = '/api/trips/getaway/:id/bookings/:bookingId/files/:fileId';

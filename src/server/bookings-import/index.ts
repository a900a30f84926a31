import {
  bookingBodySchema,
  MAX_BOOKINGS,
  MAX_IMPORT_BYTES,
  type BookingBody,
  type BookingInput,
} from '#shared/contracts/bookings';
import { AppError, payloadTooLarge, unprocessable } from '../errors';
import { bcbpBooking, findBcbp } from './bcbp';
import { readMail } from './email';
import { readHtml, parseJson } from './html';
import { readCalendar } from './ics';
import { pdfText } from './pdf';
import { readPass } from './pkpass';
import { draftsFromReservations, findReservations } from './schema-org';
import { sniffBytes, sniffText } from './sniff';
import { zipNames } from './zip';

/** A file (its name is not trusted: the type comes from its bytes), or pasted text. */
export type ImportInput = { file: { name: string; bytes: Uint8Array } } | { text: string };

export interface ImportOptions {
  /** Today, for a boarding pass that gives the day of the year but not the year. */
  now?: Date;
}

const noBooking = () => unprocessable('No booking found in this file', 'no_booking_found');
const tooLarge = () => payloadTooLarge('This file is too large to import (10 MB at most).');

/**
 * Booking drafts from what a traveller already has: a confirmation e-mail (.eml, or its pasted
 * HTML or text) with schema.org reservation markup, a calendar file, an Apple Wallet pass, or a
 * PDF (its text and a boarding pass's BCBP string). The file's type is told by its content. Each
 * draft has passed `bookingBodySchema`; nothing is saved. Throws an AppError: no_booking_found,
 * unreadable_file (malformed or hostile), unsupported_file_type (a picture), file_too_large.
 */
export async function readBookings(
  input: ImportInput,
  options: ImportOptions = {},
): Promise<BookingInput[]> {
  const now = options.now ?? new Date();
  let drafts: BookingBody[];
  if ('file' in input) {
    const { bytes } = input.file;
    if (bytes.byteLength > MAX_IMPORT_BYTES) throw tooLarge();
    if (bytes.byteLength === 0) throw unprocessable('This file is empty.', 'unreadable_file');
    drafts = await fromBytes(bytes, now, 0);
  } else {
    if (input.text.length > MAX_IMPORT_BYTES) throw tooLarge();
    drafts = await fromText(input.text, now);
  }
  const valid: BookingInput[] = [];
  const seen = new Set<string>();
  for (const draft of drafts) {
    const parsed = bookingBodySchema.safeParse(draft);
    if (!parsed.success) continue;
    const key = sameBookingKey(parsed.data);
    if (seen.has(key)) continue;
    seen.add(key);
    valid.push(parsed.data);
    if (valid.length >= MAX_BOOKINGS) break;
  }
  if (valid.length === 0) throw noBooking();
  return valid;
}

/** The same booking told twice (markup and its calendar attachment, JSON-LD and microdata). */
function sameBookingKey(draft: BookingInput): string {
  const when = `${draft.start.date} ${draft.start.time ?? ''}`;
  return draft.confirmationCode
    ? `${draft.kind}|${draft.confirmationCode.toUpperCase()}|${when}`
    : `${draft.kind}|${draft.title.toLowerCase()}|${when}`;
}

async function fromBytes(bytes: Uint8Array, now: Date, depth: number): Promise<BookingBody[]> {
  switch (sniffBytes(bytes)) {
    case 'pdf':
      return fromPdf(bytes, now);
    case 'zip':
      if (!zipNames(bytes).includes('pass.json'))
        throw unprocessable('This archive is not a Wallet pass.', 'unreadable_file');
      return readPass(bytes, now);
    case 'image':
      throw unprocessable(
        'A picture of a ticket cannot be read; send the confirmation e-mail, its PDF, a calendar file or a Wallet pass.',
        'unsupported_file_type',
      );
    case 'binary':
      throw unprocessable(
        'This file is not an e-mail, a calendar file, a Wallet pass or a PDF.',
        'unreadable_file',
      );
    case 'email':
      return fromMail(bytes, now, depth);
    default:
      return fromText(new TextDecoder().decode(bytes), now);
  }
}

async function fromText(source: string, now: Date): Promise<BookingBody[]> {
  switch (sniffText(source)) {
    case 'calendar':
      return readCalendar(source);
    case 'email':
      return fromMail(new TextEncoder().encode(source), now, 0);
    case 'html':
      return fromHtml(source, now);
    default:
      return fromPlainText(source, now);
  }
}

function fromHtml(html: string, now: Date): BookingBody[] {
  const data = readHtml(html);
  const markup = draftsFromReservations(findReservations([...data.jsonLd, ...data.microdata]));
  if (markup.length > 0) return markup;
  return fromPlainText(data.text, now);
}

/** Text with no markup: JSON-LD written as text, or a boarding pass's BCBP string. */
function fromPlainText(source: string, now: Date): BookingBody[] {
  const fromJson = draftsFromReservations(findReservations(jsonInText(source)));
  if (fromJson.length > 0) return fromJson;
  const pass = findBcbp(source);
  if (!pass) return [];
  return [bcbpBooking(pass, { now, ...passContext(source) })];
}

/** What a boarding pass's text says beside the barcode: the departure time and the year. */
function passContext(source: string): { departureTime: string | null; textYear?: number } {
  const time = /\b(?:depart(?:ure|s)?|dep\.?)\b[^\d\n]{0,20}([01]?\d|2[0-3])[:.h]([0-5]\d)\b/i.exec(
    source,
  );
  const years = new Set(source.match(/\b20\d{2}\b/g) ?? []);
  const [onlyYear] = years;
  return {
    departureTime: time?.[1] && time[2] ? `${time[1].padStart(2, '0')}:${time[2]}` : null,
    ...(years.size === 1 && onlyYear ? { textYear: Number(onlyYear) } : {}),
  };
}

/** JSON objects in text that carry schema.org "@type" (a PDF or a pasted message may hold them). */
function jsonInText(source: string): unknown[] {
  const found: unknown[] = [];
  let from = 0;
  for (let tries = 0; tries < 50; tries++) {
    const marker = source.indexOf('"@type"', from);
    if (marker < 0) break;
    const start = outermostStart(source, marker);
    const end = start < 0 ? -1 : balancedEnd(source, start);
    const parsed = end > 0 ? parseJson(source.slice(start, end + 1)) : undefined;
    if (parsed !== undefined) {
      found.push(parsed);
      from = end + 1;
    } else from = marker + 7;
  }
  return found;
}

/** The first "{" or "[" before `at` that is not closed before it: where the JSON starts. */
function outermostStart(source: string, at: number): number {
  let depth = 0;
  let start = -1;
  for (let i = at; i >= Math.max(0, at - 100_000); i--) {
    const char = source[i];
    if (char === '}' || char === ']') depth++;
    else if (char === '{' || char === '[') {
      if (depth === 0) start = i;
      else depth--;
    }
  }
  return start;
}

function balancedEnd(source: string, start: number): number {
  let depth = 0;
  let inString = false;
  for (let i = start; i < Math.min(source.length, start + 2_000_000); i++) {
    const char = source[i];
    if (inString) {
      if (char === '\\') i++;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{' || char === '[') depth++;
    else if (char === '}' || char === ']') {
      depth--;
      if (depth === 0) return i;
    }
  }
  return -1;
}

async function fromPdf(bytes: Uint8Array, now: Date): Promise<BookingBody[]> {
  return fromPlainText(await pdfText(bytes), now);
}

/** At most this deep an e-mail attached to an e-mail (a forwarded confirmation) is read. */
const MAX_FORWARD_DEPTH = 3;
/** Attachments looked at, and PDFs among them read, in one e-mail. */
const MAX_ATTACHMENTS = 20;
const MAX_PDF_ATTACHMENTS = 3;

async function fromMail(bytes: Uint8Array, now: Date, depth: number): Promise<BookingBody[]> {
  const mail = await readMail(bytes);
  const drafts: BookingBody[] = [];
  if (mail.html) drafts.push(...fromHtml(mail.html, now));
  if (drafts.length === 0 && mail.text) drafts.push(...fromPlainText(mail.text, now));
  // Attachments: a calendar invitation, a pass, a forwarded e-mail, then PDF tickets: read only
  // when nothing else held a booking, at most MAX_PDF_ATTACHMENTS of them (each has its deadline).
  // One that cannot be read is skipped; its error is the answer only when nothing holds a booking.
  let refused: AppError | undefined;
  const pdfs: Uint8Array[] = [];
  const attempt = async (read: () => Promise<BookingBody[]> | BookingBody[]) => {
    try {
      drafts.push(...(await read()));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      refused ??= error;
    }
  };
  for (const attachment of mail.attachments.slice(0, MAX_ATTACHMENTS)) {
    const { content } = attachment;
    if (attachment.type === 'message/rfc822') {
      if (depth < MAX_FORWARD_DEPTH) await attempt(() => fromBytes(content, now, depth + 1));
      continue;
    }
    const kind = sniffBytes(content);
    if (kind === 'calendar') await attempt(() => readCalendar(new TextDecoder().decode(content)));
    else if (kind === 'zip')
      await attempt(() => (zipNames(content).includes('pass.json') ? readPass(content, now) : []));
    else if (kind === 'pdf') pdfs.push(content);
  }
  if (drafts.length === 0) {
    for (const pdf of pdfs.slice(0, MAX_PDF_ATTACHMENTS)) await attempt(() => fromPdf(pdf, now));
  }
  if (drafts.length === 0 && refused) throw refused;
  return drafts;
}

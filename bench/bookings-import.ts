// The bookings import's figure: readBookings on a generated 200 KB confirmation e-mail (an
// airline's multipart text + HTML with its JSON-LD and hundreds of table rows), run in this
// process, median and p95 of RUNS runs after a warm-up (which loads the airports). Target: under
// 200 ms (issue 33). `npm run bench` prints it; alone: node --import tsx bench/bookings-import.ts
import { readBookings } from '../src/server/bookings-import/index';

const RUNS = 40;
const TARGET_BYTES = 200 * 1024;

function reservation(name: string, flight: string, from: string, to: string, departs: string) {
  return {
    '@context': 'http://schema.org',
    '@type': 'FlightReservation',
    reservationNumber: 'X7K2PQ',
    underName: { '@type': 'Person', name },
    totalPrice: '412.60',
    priceCurrency: 'EUR',
    reservationFor: {
      '@type': 'Flight',
      flightNumber: flight,
      airline: { '@type': 'Airline', name: 'TAP Air Portugal', iataCode: 'TP' },
      departureAirport: { '@type': 'Airport', iataCode: from },
      departureTime: departs,
      arrivalAirport: { '@type': 'Airport', iataCode: to },
    },
  };
}

/** A confirmation e-mail of about 200 KB, as an airline sends it. */
export function bigConfirmationEmail(): Uint8Array {
  const jsonLd = ['Ana Duarte', 'Rui Duarte'].flatMap((name) => [
    reservation(name, '432', 'LIS', 'CDG', '2027-03-14T10:05:00+00:00'),
    reservation(name, '433', 'CDG', 'LIS', '2027-03-21T14:20:00+01:00'),
  ]);
  const rows: string[] = [];
  const lines: string[] = [];
  let html = '';
  for (let i = 0; html.length < TARGET_BYTES * 0.55; i++) {
    rows.push(
      `<tr><td style="padding:4px;border-bottom:1px solid #eee">Fare rule ${i}</td>` +
        `<td style="padding:4px">Changes before departure are allowed for a fee of &euro;${(i % 90) + 10}.00 per passenger and segment.</td>` +
        `<td><a href="https://www.example-air.test/rules/${i}">Details</a></td></tr>`,
    );
    lines.push(
      `Fare rule ${i}: changes before departure allowed for a fee of EUR ${(i % 90) + 10}.00.`,
    );
    if (i % 50 === 0) html = rows.join('\n');
  }
  html = `<!DOCTYPE html><html><head><meta charset="utf-8">
<script type="application/ld+json">${JSON.stringify(jsonLd)}</script></head>
<body><table width="600">${rows.join('\n')}</table></body></html>`;
  const base64 = (
    Buffer.from(html)
      .toString('base64')
      .match(/.{1,76}/g) ?? []
  ).join('\r\n');
  const mail = [
    'From: TAP Air Portugal <booking@example-air.test>',
    'To: Ana Duarte <ana.duarte@example.test>',
    'Subject: Your booking X7K2PQ is confirmed',
    'Date: Mon, 08 Feb 2027 18:42:09 +0000',
    'MIME-Version: 1.0',
    'Content-Type: multipart/alternative; boundary="b"',
    '',
    '--b',
    'Content-Type: text/plain; charset=utf-8',
    '',
    lines.join('\r\n'),
    '--b',
    'Content-Type: text/html; charset=utf-8',
    'Content-Transfer-Encoding: base64',
    '',
    base64,
    '--b--',
    '',
  ].join('\r\n');
  return new TextEncoder().encode(mail);
}

export async function importFigure(): Promise<{ text: string; medianMs: number; p95Ms: number }> {
  const bytes = bigConfirmationEmail();
  const input = { file: { name: 'confirmation.eml', bytes } };
  for (let i = 0; i < 3; i++) await readBookings(input);
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    const drafts = await readBookings(input);
    times.push(performance.now() - started);
    if (drafts[0]?.legs.length !== 2) throw new Error('the bench e-mail lost its legs');
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)] ?? 0;
  const medianMs = Math.round(at(0.5) * 10) / 10;
  const p95Ms = Math.round(at(0.95) * 10) / 10;
  const kb = Math.round(bytes.length / 1024);
  return {
    text: `import a ${kb} KB e-mail: median ${medianMs} ms, p95 ${p95Ms} ms (${RUNS} runs; target under 200 ms)`,
    medianMs,
    p95Ms,
  };
}

if (process.argv[1]?.endsWith('bookings-import.ts')) console.log((await importFigure()).text);

import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { BookingInput, BookingPlace } from '#shared/contracts/bookings';
import { BOARDING_BCBP, zipOf } from '#tests/fixtures/bookings/make-files';
import { readBookings } from './index';

/** Today for these tests: a boarding pass gives the day of the year, not the year. */
const now = new Date('2027-02-01T12:00:00Z');

const fixture = (name: string) =>
  new Uint8Array(
    readFileSync(new URL(`../../../tests/fixtures/bookings/${name}`, import.meta.url)),
  );

const importFile = (name: string, bytes = fixture(name)) =>
  readBookings({ file: { name, bytes } }, { now });

const LIS: BookingPlace = {
  code: 'LIS',
  name: 'Lisbon Humberto Delgado',
  address: 'Lisbon',
  lat: 38.7813,
  lng: -9.13592,
};
const CDG: BookingPlace = {
  code: 'CDG',
  name: 'Paris Charles de Gaulle',
  address: 'Paris',
  lat: 49.012798,
  lng: 2.55,
};
/** The airports as OurAirports names them, when the booking gives only their codes. */
const LIS_DATA: BookingPlace = {
  ...LIS,
  name: 'Humberto Delgado Airport (Lisbon Portela Airport)',
};
const CDG_DATA: BookingPlace = { ...CDG, name: 'Charles de Gaulle International Airport' };

const draft = (fields: Partial<BookingInput>): BookingInput => ({
  kind: 'other',
  title: '',
  provider: '',
  confirmationCode: '',
  start: { date: '', time: null, timeZone: '' },
  end: null,
  from: null,
  to: null,
  legs: [],
  travellers: [],
  price: null,
  notes: '',
  ...fields,
});

describe('readBookings: confirmation e-mails', () => {
  it('reads an airline e-mail (multipart text + HTML, JSON-LD) as one flight with two legs and two travellers, on each airport’s clock', async () => {
    expect(await importFile('airline-two-legs.eml')).toEqual([
      draft({
        kind: 'flight',
        title: 'Flight LIS → CDG → LIS',
        provider: 'TAP Air Portugal',
        confirmationCode: 'X7K2PQ',
        start: { date: '2027-03-14', time: '10:05', timeZone: 'Europe/Lisbon' },
        end: { date: '2027-03-21', time: '15:55', timeZone: 'Europe/Lisbon' },
        from: LIS,
        to: LIS,
        legs: [
          {
            number: 'TP 432',
            carrier: 'TAP Air Portugal',
            from: LIS,
            to: CDG,
            departs: { date: '2027-03-14', time: '10:05', timeZone: 'Europe/Lisbon' },
            // Written 12:30Z: Paris's clock says 13:30.
            arrives: { date: '2027-03-14', time: '13:30', timeZone: 'Europe/Paris' },
          },
          {
            number: 'TP 433',
            carrier: 'TAP Air Portugal',
            from: CDG,
            to: LIS,
            departs: { date: '2027-03-21', time: '14:20', timeZone: 'Europe/Paris' },
            arrives: { date: '2027-03-21', time: '15:55', timeZone: 'Europe/Lisbon' },
          },
        ],
        travellers: ['Ana Duarte', 'Rui Duarte'],
        // One total repeated on each reservation counts once.
        price: { amount: 41260, currency: 'EUR' },
      }),
    ]);
  });

  it('reads the same e-mail pasted as text', async () => {
    const text = new TextDecoder().decode(fixture('airline-two-legs.eml'));
    const [flight] = await readBookings({ text }, { now });
    expect(flight?.legs.map((leg) => leg.number)).toEqual(['TP 432', 'TP 433']);
  });

  it('reads a hotel’s microdata from an HTML-only e-mail, without its scripts or tags', async () => {
    expect(await importFile('hotel-microdata.eml')).toEqual([
      draft({
        kind: 'stay',
        title: 'Casa do Pátio Lisboa',
        provider: 'StayFinder',
        confirmationCode: '4471-8823-05',
        start: { date: '2027-03-14', time: '15:00', timeZone: 'Europe/Lisbon' },
        end: { date: '2027-03-21', time: '11:00', timeZone: 'Europe/Lisbon' },
        from: {
          code: null,
          name: 'Casa do Pátio Lisboa',
          address: 'Rua da Rosa 112, 1200-389 Lisboa, PT',
          lat: 38.7139,
          lng: -9.1447,
        },
        travellers: ['Ana Duarte'],
        price: { amount: 86800, currency: 'EUR' },
      }),
    ]);
  });

  it('reads a car rental with its pick-up and drop-off, local times without an offset kept as written', async () => {
    expect(await importFile('car-rental.eml')).toEqual([
      draft({
        kind: 'car_rental',
        title: 'Car rental: Renault Clio',
        provider: 'Sixt',
        confirmationCode: 'RC-99120455',
        start: { date: '2027-03-15', time: '09:00', timeZone: 'Europe/Lisbon' },
        end: { date: '2027-03-18', time: '18:30', timeZone: 'Europe/Lisbon' },
        from: {
          code: null,
          name: 'Lisbon Airport, arrivals hall',
          address: 'Alameda das Comunidades Portuguesas, Lisboa, PT',
          lat: 38.7742,
          lng: -9.1342,
        },
        to: { code: null, name: 'Porto Airport', address: 'Maia, Portugal', lat: null, lng: null },
        travellers: ['Rui Duarte'],
        price: { amount: 24590, currency: 'EUR' },
        notes: 'Car: Renault Clio or similar',
      }),
    ]);
  });

  it('reads a train from London to Paris in each station’s zone, priced in pounds', async () => {
    const london = {
      code: null,
      name: 'London St Pancras International',
      address: 'London, GB',
      lat: null,
      lng: null,
    };
    const paris = {
      code: null,
      name: 'Paris Gare du Nord',
      address: '18 Rue de Dunkerque, Paris, FR',
      lat: null,
      lng: null,
    };
    const departs = { date: '2027-04-02', time: '08:01', timeZone: 'Europe/London' };
    const arrives = { date: '2027-04-02', time: '11:20', timeZone: 'Europe/Paris' };
    expect(await importFile('train.eml')).toEqual([
      draft({
        kind: 'train',
        title: 'Train London St Pancras International → Paris Gare du Nord',
        provider: 'Eurostar',
        confirmationCode: 'QZXK4L',
        start: departs,
        end: arrives,
        from: london,
        to: paris,
        legs: [
          {
            number: 'Eurostar 9014',
            carrier: 'Eurostar',
            from: london,
            to: paris,
            departs,
            arrives,
          },
        ],
        travellers: ['Ana Duarte'],
        price: { amount: 8900, currency: 'GBP' },
      }),
    ]);
  });

  it('reads a concert in Tokyo (multipart/related with an image) priced in yen, which has no minor unit', async () => {
    expect(await importFile('concert.eml')).toEqual([
      draft({
        kind: 'event',
        title: 'Hikaru Utada — Science Fiction Tour',
        provider: 'Ticket Pia',
        confirmationCode: 'TK-20270520-8841',
        start: { date: '2027-05-20', time: '18:30', timeZone: 'Asia/Tokyo' },
        end: { date: '2027-05-20', time: '21:00', timeZone: 'Asia/Tokyo' },
        from: {
          code: null,
          name: 'Nippon Budokan',
          address: '2-3 Kitanomarukoen, Chiyoda-ku, Tokyo, JP',
          lat: null,
          lng: null,
        },
        travellers: ['Kenji Sato'],
        price: { amount: 25000, currency: 'JPY' },
      }),
    ]);
  });

  it('reads a restaurant booking pasted from a forwarded message, its zone from its city', async () => {
    const text = new TextDecoder().decode(fixture('restaurant-pasted.txt'));
    expect(await readBookings({ text }, { now })).toEqual([
      draft({
        kind: 'restaurant',
        title: 'Cervejaria Ramiro',
        provider: 'TheFork',
        confirmationCode: 'OT-55120983',
        start: { date: '2027-03-18', time: '20:30', timeZone: 'Europe/Lisbon' },
        from: {
          code: null,
          name: 'Cervejaria Ramiro',
          address: 'Av. Almirante Reis 1, Lisboa, PT',
          lat: null,
          lng: null,
        },
        travellers: ['Ana Duarte'],
        notes: 'Table for 2',
      }),
    ]);
  });

  it('reads a holiday package as its flight and its stay; the package’s price goes to the first, said so', async () => {
    expect(await importFile('package.eml')).toEqual([
      draft({
        kind: 'flight',
        title: 'Flight LIS → FNC',
        provider: 'TAP Air Portugal',
        confirmationCode: 'TP9QLM',
        start: { date: '2027-06-05', time: '07:40', timeZone: 'Europe/Lisbon' },
        end: { date: '2027-06-05', time: '09:25', timeZone: 'Atlantic/Madeira' },
        from: LIS_DATA,
        to: {
          code: 'FNC',
          name: 'Madeira International Airport Cristiano Ronaldo',
          address: 'Funchal',
          lat: 32.697899,
          lng: -16.7745,
        },
        legs: [
          {
            number: 'TP 1687',
            carrier: 'TAP Air Portugal',
            from: LIS_DATA,
            to: {
              code: 'FNC',
              name: 'Madeira International Airport Cristiano Ronaldo',
              address: 'Funchal',
              lat: 32.697899,
              lng: -16.7745,
            },
            departs: { date: '2027-06-05', time: '07:40', timeZone: 'Europe/Lisbon' },
            arrives: { date: '2027-06-05', time: '09:25', timeZone: 'Atlantic/Madeira' },
          },
        ],
        travellers: ['Ana Duarte', 'Rui Duarte'],
        price: { amount: 123450, currency: 'EUR' },
        notes: 'The price is the whole package’s.',
      }),
      draft({
        kind: 'stay',
        title: 'Quinta das Vistas',
        provider: 'Sunway Holidays',
        confirmationCode: 'HOL-77312',
        start: { date: '2027-06-05', time: null, timeZone: 'Atlantic/Madeira' },
        end: { date: '2027-06-12', time: null, timeZone: 'Atlantic/Madeira' },
        from: {
          code: null,
          name: 'Quinta das Vistas',
          address: 'Caminho de Santo António 52, Funchal, PT',
          lat: 32.6569,
          lng: -16.9295,
        },
        travellers: ['Ana Duarte', 'Rui Duarte'],
      }),
    ]);
  });
});

describe('readBookings: calendar files', () => {
  it('reads each event of an .ics in the zone its TZID names; a floating day takes the calendar’s zone', async () => {
    expect(await importFile('new-york.ics')).toEqual([
      draft({
        kind: 'event',
        title: 'Guided tour: Museum of Modern Art',
        start: { date: '2027-04-10', time: '14:00', timeZone: 'America/New_York' },
        end: { date: '2027-04-10', time: '16:00', timeZone: 'America/New_York' },
        from: {
          code: null,
          name: 'The Museum of Modern Art',
          address: 'The Museum of Modern Art, 11 W 53rd St, New York, NY 10019',
          lat: 40.7614,
          lng: -73.9776,
        },
        notes: 'Meet at the lobby desk. Tickets: 2 adults.',
      }),
      draft({
        kind: 'stay',
        title: 'Hotel: The Jane',
        start: { date: '2027-04-09', time: null, timeZone: 'America/New_York' },
        end: { date: '2027-04-13', time: null, timeZone: 'America/New_York' },
        from: {
          code: null,
          name: '113 Jane St',
          address: '113 Jane St, New York, NY 10014',
          lat: null,
          lng: null,
        },
      }),
    ]);
  });

  it('reads the calendar attached to an e-mail whose body has no markup', async () => {
    expect(await importFile('ferry-ics-attachment.eml')).toEqual([
      draft({
        kind: 'ferry',
        title: 'Ferry Naples Molo Beverello → Capri (booking NLG-4482917)',
        confirmationCode: 'NLG-4482917',
        start: { date: '2027-07-16', time: '09:10', timeZone: 'Europe/Rome' },
        end: { date: '2027-07-16', time: '10:00', timeZone: 'Europe/Rome' },
        from: {
          code: null,
          name: 'Molo Beverello',
          address: 'Molo Beverello, Naples',
          lat: null,
          lng: null,
        },
      }),
    ]);
  });

  it('refuses a calendar whose TZID is a zone that does not exist', async () => {
    const text = [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:1',
      'DTSTART;TZID=Mars/Olympus_Mons:20270314T100500',
      'SUMMARY:Flight TP 432',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');
    await expect(readBookings({ text })).rejects.toMatchObject({
      status: 422,
      code: 'unreadable_file',
      message: 'This calendar file names a time zone that does not exist (Mars/Olympus_Mons).',
    });
  });
});

describe('readBookings: Wallet passes', () => {
  it('reads a boarding pass from its BCBP barcode, its departure time from its fields', async () => {
    expect(await importFile('boarding-pass.pkpass')).toEqual([
      draft({
        kind: 'flight',
        title: 'Flight LIS → CDG',
        provider: 'TAP Air Portugal',
        confirmationCode: 'X7K2PQ',
        start: { date: '2027-03-14', time: '10:05', timeZone: 'Europe/Lisbon' },
        from: LIS_DATA,
        to: CDG_DATA,
        legs: [
          {
            number: 'TP 432',
            carrier: 'TAP Air Portugal',
            from: LIS_DATA,
            to: CDG_DATA,
            departs: { date: '2027-03-14', time: '10:05', timeZone: 'Europe/Lisbon' },
            arrives: null,
          },
        ],
        travellers: ['Ana Duarte'],
        notes: 'Seat 14C',
      }),
    ]);
  });

  it('reads an event ticket, its zone from the pass’s location', async () => {
    expect(await importFile('event-ticket.pkpass')).toEqual([
      draft({
        kind: 'event',
        title: 'Benfica v FC Porto',
        provider: 'SL Benfica',
        confirmationCode: 'SLB-2027-118842',
        start: { date: '2027-04-11', time: '20:30', timeZone: 'Europe/Lisbon' },
        from: {
          code: null,
          name: 'Estádio da Luz',
          address: 'Estádio da Luz, Lisboa',
          lat: 38.7527,
          lng: -9.1847,
        },
        travellers: ['Rui Duarte'],
        notes: 'Section Piso 1, Porta 18, row 12, seat 7',
      }),
    ]);
  });
});

describe('readBookings: PDFs and boarding-pass text', () => {
  it('reads a PDF boarding pass: its BCBP line, and the departure time and year its text gives', async () => {
    expect(await importFile('boarding-pass.pdf')).toEqual([
      draft({
        kind: 'flight',
        title: 'Flight LIS → CDG',
        provider: 'TP',
        confirmationCode: 'X7K2PQ',
        start: { date: '2027-03-14', time: '10:05', timeZone: 'Europe/Lisbon' },
        from: LIS_DATA,
        to: CDG_DATA,
        legs: [
          {
            number: 'TP 432',
            carrier: 'TP',
            from: LIS_DATA,
            to: CDG_DATA,
            departs: { date: '2027-03-14', time: '10:05', timeZone: 'Europe/Lisbon' },
            arrives: null,
          },
        ],
        travellers: ['Ana Duarte'],
        notes: 'Seat 14C',
      }),
    ]);
  });

  it('reads a pasted BCBP string; its year comes from the pass’s date of issue', async () => {
    const [flight] = await readBookings({ text: BOARDING_BCBP }, { now });
    expect(flight?.start).toEqual({ date: '2027-03-14', time: null, timeZone: 'Europe/Lisbon' });
    expect(flight?.legs[0]?.number).toBe('TP 432');
    expect(flight?.travellers).toEqual(['Ana Duarte']);
  });

  it('answers "No booking found in this file" for a PDF without one', async () => {
    await expect(importFile('no-booking.pdf')).rejects.toMatchObject({
      status: 422,
      code: 'no_booking_found',
      message: 'No booking found in this file',
    });
  });

  it('answers the same for an e-mail and for text without a booking', async () => {
    const mail = [
      'From: News <news@example.test>',
      'To: ana@example.test',
      'Subject: Spring sale',
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      '',
      '<html><body><p>Up to 30% off, book by 1 April.</p></body></html>',
    ].join('\r\n');
    for (const input of [{ text: mail }, { text: 'hello, see you on Friday' }]) {
      await expect(readBookings(input)).rejects.toMatchObject({
        code: 'no_booking_found',
        message: 'No booking found in this file',
      });
    }
  });
});

describe('readBookings: the type comes from the content, not the name', () => {
  it('reads a PDF named .eml and an e-mail named .pdf', async () => {
    const pdf = await readBookings(
      { file: { name: 'ticket.eml', bytes: fixture('boarding-pass.pdf') } },
      { now },
    );
    expect(pdf.map((b) => b.confirmationCode)).toEqual(['X7K2PQ']);
    const mail = await readBookings(
      { file: { name: 'hotel.pdf', bytes: fixture('hotel-microdata.eml') } },
      { now },
    );
    expect(mail.map((b) => b.kind)).toEqual(['stay']);
  });
});

describe('readBookings: attachments of an e-mail', () => {
  const withAttachments = (parts: { type: string; name: string; bytes: Uint8Array }[]) => {
    const lines = [
      'From: TAP Air Portugal <checkin@example-air.test>',
      'To: ana.duarte@example.test',
      'Subject: Your boarding pass',
      'MIME-Version: 1.0',
      'Content-Type: multipart/mixed; boundary="att"',
      '',
      '--att',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Your boarding pass is attached. Have a good flight.',
    ];
    for (const part of parts) {
      lines.push(
        '--att',
        `Content-Type: ${part.type}; name="${part.name}"`,
        `Content-Disposition: attachment; filename="${part.name}"`,
        'Content-Transfer-Encoding: base64',
        '',
        ...(Buffer.from(part.bytes)
          .toString('base64')
          .match(/.{1,76}/g) ?? []),
      );
    }
    lines.push('--att--', '');
    return new TextEncoder().encode(lines.join('\r\n'));
  };

  it('reads a Wallet pass and a PDF boarding pass attached to an e-mail, whatever their names say', async () => {
    const pass = await importFile(
      'pass.eml',
      withAttachments([
        {
          type: 'application/octet-stream',
          name: 'pass.bin',
          bytes: fixture('boarding-pass.pkpass'),
        },
      ]),
    );
    expect(pass.map((b) => [b.kind, b.confirmationCode, b.start])).toEqual([
      ['flight', 'X7K2PQ', { date: '2027-03-14', time: '10:05', timeZone: 'Europe/Lisbon' }],
    ]);
    const pdf = await importFile(
      'pdf.eml',
      withAttachments([
        { type: 'application/pdf', name: 'newsletter.pdf', bytes: fixture('no-booking.pdf') },
        {
          type: 'application/octet-stream',
          name: 'ticket.dat',
          bytes: fixture('boarding-pass.pdf'),
        },
      ]),
    );
    expect(pdf.map((b) => [b.kind, b.confirmationCode, b.start])).toEqual([
      ['flight', 'X7K2PQ', { date: '2027-03-14', time: '10:05', timeZone: 'Europe/Lisbon' }],
    ]);
  });

  it('answers with the attachment’s error when it alone could have held the booking', async () => {
    const bomb = zipOf([
      { name: 'pass.json', data: new Uint8Array(10), method: 8, declaredSize: 64 * 1024 * 1024 },
    ]);
    await expect(
      importFile(
        'bomb.eml',
        withAttachments([
          { type: 'application/vnd.apple.pkpass', name: 'pass.pkpass', bytes: bomb },
        ]),
      ),
    ).rejects.toMatchObject({ code: 'unreadable_file' });
  });
});

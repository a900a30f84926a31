import { describe, expect, it } from 'vitest';
import { readBookings } from './index';
import { parseWrittenTime, resolveTime } from './times';
import { priceOf } from './values';
import { airportZone } from './zones';

describe('priceOf: prices in minor units, never floats', () => {
  it('reads decimals with the currency’s minor digits', () => {
    expect(priceOf('123.45', 'EUR')).toEqual({ amount: 12345, currency: 'EUR' });
    expect(priceOf(412.6, 'eur')).toEqual({ amount: 41260, currency: 'EUR' });
    expect(priceOf('1,234.50', 'USD')).toEqual({ amount: 123450, currency: 'USD' });
    expect(priceOf('1.234,50', 'EUR')).toEqual({ amount: 123450, currency: 'EUR' });
    expect(priceOf('0.1', 'GBP')).toEqual({ amount: 10, currency: 'GBP' });
  });

  it('reads yen, which has no minor unit, with either thousands separator', () => {
    expect(priceOf('12500', 'JPY')).toEqual({ amount: 12500, currency: 'JPY' });
    expect(priceOf('25,000', 'JPY')).toEqual({ amount: 25000, currency: 'JPY' });
    expect(priceOf('12.500', 'JPY')).toEqual({ amount: 12500, currency: 'JPY' });
  });

  it('gives nothing for a currency the product does not support or an amount that is not one', () => {
    expect(priceOf('12.00', 'XYZ')).toBeUndefined();
    expect(priceOf('twelve', 'EUR')).toBeUndefined();
    expect(priceOf(-5, 'EUR')).toBeUndefined();
    expect(priceOf('1e300', 'EUR')).toBeUndefined();
    expect(priceOf('EUR 412.60', 'EUR')).toEqual({ amount: 41260, currency: 'EUR' });
  });
});

describe('local times and zones', () => {
  it('gives airports their zone, in countries of one zone or many', () => {
    expect(
      ['LIS', 'PDL', 'FNC', 'FRA', 'DEN', 'PHX', 'JFK', 'PER', 'NRT', 'XXX'].map(airportZone),
    ).toEqual([
      'Europe/Lisbon',
      'Atlantic/Azores',
      'Atlantic/Madeira',
      'Europe/Berlin',
      'America/Denver',
      'America/Phoenix',
      'America/New_York',
      'Australia/Perth',
      'Asia/Tokyo',
      undefined,
    ]);
  });

  it('shows a time written with an offset on the place’s clock, and keeps one written without', () => {
    const summer = parseWrittenTime('2027-07-01T09:05:00Z');
    expect(summer && resolveTime(summer, 'Europe/Lisbon').value).toEqual({
      date: '2027-07-01',
      time: '10:05',
      timeZone: 'Europe/Lisbon',
    });
    const late = parseWrittenTime('2027-07-01T23:30:00-04:00');
    expect(late && resolveTime(late, 'Europe/Paris').value).toEqual({
      date: '2027-07-02',
      time: '05:30',
      timeZone: 'Europe/Paris',
    });
    const plain = parseWrittenTime('2027-07-01 09:05');
    expect(plain && resolveTime(plain, 'Asia/Tokyo').value).toEqual({
      date: '2027-07-01',
      time: '09:05',
      timeZone: 'Asia/Tokyo',
    });
  });

  it('without a place, tells the zone from an offset only one zone has, says UTC only when written', () => {
    const resolve = (text: string) => {
      const written = parseWrittenTime(text);
      return written && resolveTime(written, undefined);
    };
    expect(resolve('2027-07-01T09:05:00+05:45')).toEqual({
      value: { date: '2027-07-01', time: '09:05', timeZone: 'Asia/Kathmandu' },
      zoneGuessed: false,
    });
    expect(resolve('2027-07-01T09:05:00Z')).toEqual({
      value: { date: '2027-07-01', time: '09:05', timeZone: 'UTC' },
      zoneGuessed: false,
    });
    // +02:00 is many zones' offset: a fixed-offset zone keeps the clock right, marked a guess.
    expect(resolve('2027-07-01T09:05:00+02:00')).toEqual({
      value: { date: '2027-07-01', time: '09:05', timeZone: 'Etc/GMT-2' },
      zoneGuessed: true,
    });
    expect(resolve('2027-07-01T09:05:00')).toEqual({
      value: { date: '2027-07-01', time: '09:05', timeZone: 'UTC' },
      zoneGuessed: true,
    });
  });

  it('refuses dates and times that do not exist', () => {
    expect(parseWrittenTime('2027-02-30T10:00:00Z')).toBeUndefined();
    expect(parseWrittenTime('2027-03-14T25:00:00Z')).toBeUndefined();
    expect(parseWrittenTime('next Tuesday')).toBeUndefined();
  });
});

describe('boarding passes and loosely written markup', () => {
  it('reads a two-leg BCBP string as one flight with its legs and seats', async () => {
    const bcbp =
      'M2DUARTE/ANA MS       EX7K2PQ LISCDGTP 0432 073Y014C0042 100X7K2PQ CDGJFKAF 0006 073Y032A0101 100';
    const [flight] = await readBookings(
      { text: `Your boarding pass\n${bcbp}\n` },
      { now: new Date('2027-02-01T00:00:00Z') },
    );
    expect(flight).toMatchObject({
      kind: 'flight',
      title: 'Flight LIS → CDG → JFK',
      confirmationCode: 'X7K2PQ',
      travellers: ['Ana Duarte'],
      notes: 'Seat 14C, 32A',
    });
    expect(
      flight?.legs.map((leg) => [leg.number, leg.from.code, leg.to.code, leg.departs]),
    ).toEqual([
      ['TP 432', 'LIS', 'CDG', { date: '2027-03-14', time: null, timeZone: 'Europe/Lisbon' }],
      ['AF 6', 'CDG', 'JFK', { date: '2027-03-14', time: null, timeZone: 'Europe/Paris' }],
    ]);
  });

  it('reads airports and venues written as text, and a price in a currency it does not support as a note', async () => {
    const jsonLd = {
      '@context': 'https://schema.org',
      '@graph': [
        {
          '@type': 'FlightReservation',
          reservationNumber: 'ZZ9QQQ',
          underName: 'Rui Duarte',
          reservationFor: {
            '@type': 'Flight',
            flightNumber: 'U2 7641',
            departureAirport: 'LIS',
            arrivalAirport: 'NRT',
            departureTime: '2027-09-01T11:00:00+01:00',
          },
        },
        {
          '@type': 'EventReservation',
          reservationFor: {
            '@type': 'Event',
            name: 'Fado night',
            location: 'Clube de Fado, Lisboa',
            startDate: '2027-09-02T21:30:00+01:00',
          },
          totalPrice: '40.00',
          priceCurrency: 'XAU',
        },
      ],
    };
    const drafts = await readBookings({ text: JSON.stringify(jsonLd) });
    expect(drafts.map((d) => [d.kind, d.title, d.start, d.price, d.notes])).toEqual([
      [
        'flight',
        'Flight LIS → NRT',
        { date: '2027-09-01', time: '11:00', timeZone: 'Europe/Lisbon' },
        null,
        '',
      ],
      [
        'event',
        'Fado night',
        { date: '2027-09-02', time: '21:30', timeZone: 'Europe/Lisbon' },
        null,
        'Price: 40.00 XAU',
      ],
    ]);
    expect(drafts[0]?.legs[0]?.number).toBe('U2 7641');
    expect(drafts[1]?.from).toEqual({
      code: null,
      name: 'Clube de Fado',
      address: 'Clube de Fado, Lisboa',
      lat: null,
      lng: null,
    });
  });
});

describe('calendar files as Outlook and others write them', () => {
  const calendar = (tzid: string) =>
    [
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'BEGIN:VEVENT',
      'UID:1',
      `DTSTART;TZID=${tzid}:20270314T100500`,
      'SUMMARY:Dinner at 20:30, Cervejaria Ramiro',
      'END:VEVENT',
      'END:VCALENDAR',
    ].join('\r\n');

  it('reads a Windows zone name and a prefixed IANA name as their IANA zone', async () => {
    for (const [tzid, zone] of [
      ['"W. Europe Standard Time"', 'Europe/Berlin'],
      ['Pacific Standard Time', 'America/Los_Angeles'],
      ['/mozilla.org/20050126_1/Europe/Lisbon', 'Europe/Lisbon'],
    ] as const) {
      const [dinner] = await readBookings({ text: calendar(tzid) });
      expect(dinner).toMatchObject({
        kind: 'restaurant',
        start: { date: '2027-03-14', time: '10:05', timeZone: zone },
      });
    }
  });
});

describe('Wallet passes without a BCBP barcode', () => {
  it('reads a train boarding pass from its fields, its zone from its location', async () => {
    const { strToU8, zipSync } = await import('fflate');
    const pass = {
      formatVersion: 1,
      organizationName: 'CP Comboios de Portugal',
      description: 'Alfa Pendular ticket',
      relevantDate: '2027-03-20T08:39:00+00:00',
      locations: [{ latitude: 38.7138, longitude: -9.1227 }],
      boardingPass: {
        transitType: 'PKTransitTypeTrain',
        primaryFields: [
          { key: 'origin', label: 'From', value: 'Lisboa Santa Apolónia' },
          { key: 'destination', label: 'To', value: 'Porto Campanhã' },
        ],
        auxiliaryFields: [
          { key: 'train', label: 'Train', value: 'AP 121' },
          { key: 'seat', label: 'Coach / seat', value: '4 / 52' },
          { key: 'booking', label: 'Booking', value: 'CP-8812-4410' },
        ],
        secondaryFields: [{ key: 'passenger', label: 'Passenger', value: 'Ana Duarte' }],
      },
      barcodes: [{ format: 'PKBarcodeFormatQR', message: 'CP88124410', messageEncoding: 'utf-8' }],
    };
    const bytes = zipSync({ 'pass.json': strToU8(JSON.stringify(pass)) });
    const [train] = await readBookings({ file: { name: 'ticket.pkpass', bytes } });
    const lisboa = {
      code: null,
      name: 'Lisboa Santa Apolónia',
      address: '',
      lat: null,
      lng: null,
    };
    const porto = { code: null, name: 'Porto Campanhã', address: '', lat: null, lng: null };
    const departs = { date: '2027-03-20', time: '08:39', timeZone: 'Europe/Lisbon' };
    expect(train).toEqual({
      kind: 'train',
      title: 'Train Lisboa Santa Apolónia → Porto Campanhã',
      provider: 'CP Comboios de Portugal',
      confirmationCode: 'CP-8812-4410',
      start: departs,
      end: null,
      from: lisboa,
      to: porto,
      legs: [
        {
          number: 'AP 121',
          carrier: 'CP Comboios de Portugal',
          from: lisboa,
          to: porto,
          departs,
          arrives: null,
        },
      ],
      travellers: ['Ana Duarte'],
      price: null,
      notes: 'Seat 4 / 52',
    });
  });
});

describe('the kind of a calendar event', () => {
  it('is guessed from its summary: a flight number, not a clock time, means a flight', async () => {
    const kinds = [];
    for (const summary of [
      'TP 1234 Lisbon - Paris',
      'Dinner at 20:30',
      'Check-in Hotel Avenida',
      'Eurostar to Paris',
      'Pick up rental car',
      'Coffee with Rui',
    ]) {
      const text = [
        'BEGIN:VCALENDAR',
        'BEGIN:VEVENT',
        'DTSTART;TZID=Europe/Lisbon:20270314T100500',
        `SUMMARY:${summary}`,
        'END:VEVENT',
        'END:VCALENDAR',
      ].join('\r\n');
      kinds.push((await readBookings({ text }))[0]?.kind);
    }
    expect(kinds).toEqual(['flight', 'restaurant', 'stay', 'train', 'car_rental', 'event']);
  });
});

import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages as ar } from '#shared/i18n/catalogs/ar';
import { messages as de } from '#shared/i18n/catalogs/de';
import { formatsFor } from '#shared/i18n/formats';
import { createTranslator } from '#shared/i18n/translator';
import { DayBookings } from '#client/components/day-bookings';
import { priceText } from './booking-lines';
import { dayBookingText, formatLocalDateTime } from './booking-text';
import { ENGLISH, I18nProvider } from './i18n';

const german = {
  locale: 'de' as const,
  t: createTranslator('de', de),
  f: formatsFor('de'),
  dir: 'ltr' as const,
};
const lisbon = { date: '2025-06-03', time: '10:05', timeZone: 'Europe/Lisbon' };
const flight = {
  bookingId: 'b1',
  kind: 'flight' as const,
  title: 'Flight TP 1234',
  moment: 'departs' as const,
  time: '10:05',
  timeZone: 'Europe/Lisbon',
  place: 'Lisbon Airport (LIS)',
};

describe('a booking at the place’s own time, in the traveller’s language', () => {
  it('reads as before in English', () => {
    expect(formatLocalDateTime(lisbon)).toBe('Tue 3 Jun 2025, 10:05 (Lisbon)');
    expect(formatLocalDateTime({ ...lisbon, time: null }, ENGLISH)).toBe('Tue 3 Jun 2025 (Lisbon)');
    expect(dayBookingText(flight)).toBe('Flight TP 1234 departs 10:05 (Lisbon)');
    expect(dayBookingText({ ...flight, moment: 'check_in', time: null })).toBe(
      'Check-in at Flight TP 1234 (Lisbon)',
    );
    expect(priceText({ amount: 24_580, currency: 'EUR' })).toBe('Paid €245.80');
  });

  it('reads in German, the zone’s city as the data names it', () => {
    expect(formatLocalDateTime(lisbon, german)).toBe('Di, 3. Juni 2025, 10:05 (Lisbon)');
    expect(dayBookingText(flight, german)).toBe('Flight TP 1234: Abfahrt 10:05 (Lisbon)');
    expect(priceText({ amount: 24_580, currency: 'EUR' }, german)).toBe('Bezahlt: 245,80\u00a0€');
  });

  it('lists the day’s bookings in Arabic', () => {
    render(
      <I18nProvider locale="ar" messages={ar}>
        <DayBookings bookings={[{ ...flight, moment: 'arrives' }]} />
      </I18nProvider>,
    );
    expect(screen.getByRole('list', { name: 'حجوزات هذا اليوم' })).toBeInTheDocument();
    expect(screen.getByText('Flight TP 1234 تصل 10:05 (Lisbon)')).toBeInTheDocument();
  });
});

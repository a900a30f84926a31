import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Trip } from '#shared/contracts/trips';
import { messages as de } from '#shared/i18n/catalogs/de';
import { formatsFor } from '#shared/i18n/formats';
import { createTranslator } from '#shared/i18n/translator';
import { I18nProvider } from '#client/lib/i18n';
import { formatFullTripDates, formatTripDates } from '../format-trip-dates';
import { TripCard } from './trip-card';

const trip: Trip = {
  _id: '11111111-1111-4111-8111-111111111111',
  user_email: 'ada@example.com',
  location_address: 'Lisbon, Lisbon, Portugal',
  image_url: '/images/nature-water.svg',
  trip_location: 'Lisbon',
  trip_start: '2031-01-11',
  trip_end: '2031-01-15',
  within_trips: [],
  isFavorite: true,
  wishlist: { _id: '22222222-2222-4222-8222-222222222222', list_name: 'Sommer' },
  createdAt: '2026-01-01T00:00:00.000Z',
  travellers: 1,
  origin: null,
  budget: null,
  notes: '',
  currency: 'EUR',
  plannedTotal: { amount: 102_600, currency: 'EUR' },
  role: 'viewer',
  owner: { fname: 'Grete' },
};

const german = { locale: 'de' as const, t: createTranslator('de', de), f: formatsFor('de') };

describe('TripCard in German', () => {
  it('speaks German: dates, who shared it, the planned amount, the list and the buttons', async () => {
    const onRemoveFavorite = vi.fn();
    render(
      <I18nProvider locale="de" messages={de}>
        <MemoryRouter>
          <TripCard trip={trip} onRemoveFavorite={onRemoveFavorite} onDelete={vi.fn()} />
        </MemoryRouter>
      </I18nProvider>,
    );
    const card = screen.getByRole('article', { name: 'Lisbon, Lisbon, Portugal' });
    expect(within(card).getByText('11.–15. Jan. 2031')).toBeInTheDocument();
    expect(within(card).getByText('Geteilt von Grete · Leser')).toBeInTheDocument();
    expect(within(card).getByText('Geplant: 1.026,00 €')).toBeInTheDocument();
    expect(within(card).getByText('In Sommer')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ansehen' })).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Kein Favorit mehr' }));
    expect(onRemoveFavorite).toHaveBeenCalledWith(trip);
    expect(
      within(card).getByRole('button', { name: 'Aus den Favoriten entfernen' }),
    ).toBeInTheDocument();
  });
});

describe('Trip dates in German', () => {
  it('leaves out the current year, and writes other years as German ranges', () => {
    const dates = (start: string | null, end: string | null) =>
      formatTripDates({ trip_start: start, trip_end: end }, 2026, german);
    expect(dates('2026-03-05', '2026-03-09')).toBe('5. März – 9. März');
    expect(dates('2026-12-28', '2027-01-03')).toBe('28. Dez. 2026 – 3. Jan. 2027');
    expect(dates('2026-03-05', null)).toBe('Ab 5. März');
    expect(dates(null, '2027-03-09')).toBe('Bis 9. März 2027');
    expect(dates(null, null)).toBeNull();
  });

  it('writes the trip page’s dates with their year', () => {
    expect(formatFullTripDates({ trip_start: '2027-01-11', trip_end: '2027-01-15' }, german)).toBe(
      '11.–15. Jan. 2027',
    );
    expect(formatFullTripDates({ trip_start: '2027-01-11', trip_end: null }, german)).toBe(
      'Ab 11. Jan. 2027',
    );
  });
});

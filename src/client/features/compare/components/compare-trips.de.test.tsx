import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CompareTrips } from '#shared/contracts/compare';
import { messages as german } from '#shared/i18n/catalogs/de';
import { I18nProvider } from '#client/lib/i18n';
import { mockApi } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { CompareTripsSection } from './compare-trips';

const wishlistId = '44444444-4444-4444-8444-444444444444';
const path = `/api/wishlist/spec-wishlist/${wishlistId}/compare`;
const eur = (amount: number) => ({ amount, currency: 'EUR' as const });

const answer: CompareTrips = {
  currency: 'EUR',
  trips: [
    {
      _id: '55555555-5555-4555-8555-555555555551',
      location_address: 'Lisboa, Portugal',
      trip_start: '2027-07-01',
      trip_end: '2027-07-05',
      total: null,
      planned: eur(90000),
      basis: 'planned',
    },
    {
      _id: '55555555-5555-4555-8555-555555555552',
      location_address: 'Porto, Portugal',
      trip_start: '2027-07-28',
      trip_end: '2027-08-02',
      total: { low: eur(85000), mid: eur(102600), high: eur(140000) },
      planned: null,
      basis: 'estimate',
    },
    {
      _id: '55555555-5555-4555-8555-555555555553',
      location_address: 'Roma, Lazio, Italia',
      trip_start: null,
      trip_end: null,
      total: null,
      planned: null,
      basis: 'none',
    },
  ],
};

describe('Compare trips in German', { timeout: 20_000 }, () => {
  it('labels each figure in German, with German dates and money in the trip’s currency', async () => {
    mockApi({ [`GET ${path}`]: { status: 200, body: answer } });
    await renderScreen(
      <I18nProvider locale="de" messages={german}>
        <CompareTripsSection wishlistId={wishlistId} />
      </I18nProvider>,
    );
    const list = await screen.findByRole('list', { name: 'Reisen nach Summe' });
    expect(screen.getByRole('heading', { name: 'Was passt zu deinem Budget?' })).toBeVisible();
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('900,00 €');
    expect(within(items[0]!).getByText('Geplant')).toBeInTheDocument();
    expect(within(items[0]!).getByText('1.–5. Juli 2027')).toBeInTheDocument();
    expect(items[1]).toHaveTextContent('Etwa 1.026 € (850 € – 1.400 €)');
    expect(within(items[1]!).getByText('Schätzung')).toBeInTheDocument();
    expect(within(items[1]!).getByText('28. Juli – 2. Aug. 2027')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Keine Daten zum Schätzen')).toBeInTheDocument();
    expect(screen.getByText(/^Die günstigste zuerst, in EUR\./)).toBeInTheDocument();
  });

  it('says a failure in German', async () => {
    mockApi({ [`GET ${path}`]: { status: 500, body: { msg: '', code: 'internal_error' } } });
    await renderScreen(
      <I18nProvider locale="de" messages={german}>
        <CompareTripsSection wishlistId={wishlistId} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Die Reisen konnten nicht verglichen werden.',
    );
  });
});

import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { messages as de } from '#shared/i18n/catalogs/de';
import { I18nProvider } from '#client/lib/i18n';
import { CreatedTripMessage } from './created-trip-message';

const createdTrip = { _id: '11111111-1111-4111-8111-111111111111', name: 'Lisbon' };
const opened = { pathname: '/explore', state: { createdTrip } };

describe('CreatedTripMessage', () => {
  it('names the new trip with a link to it', () => {
    render(
      <MemoryRouter initialEntries={[opened]}>
        <CreatedTripMessage />
      </MemoryRouter>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Your trip to Lisbon has been created. Open Lisbon');
    expect(within(alert).getByRole('link', { name: 'Open Lisbon' })).toHaveAttribute(
      'href',
      `/trips/${createdTrip._id}`,
    );
  });

  it('says it in German, the link inside the sentence', () => {
    render(
      <I18nProvider locale="de" messages={de}>
        <MemoryRouter initialEntries={[opened]}>
          <CreatedTripMessage />
        </MemoryRouter>
      </I18nProvider>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Deine Reise nach Lisbon wurde erstellt. Lisbon öffnen');
    expect(within(alert).getByRole('link', { name: 'Lisbon öffnen' })).toHaveAttribute(
      'href',
      `/trips/${createdTrip._id}`,
    );
  });
});

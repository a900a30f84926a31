import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { PlaceAutocomplete } from './place-autocomplete';

const suggestions = [
  { placeId: 'geonames:2267057', description: 'Lisbon, Lisboa, Portugal' },
  { placeId: 'geonames:4969398', description: 'Lisbon, ME, United States' },
];

async function renderSearch() {
  const api = mockApi({
    'GET /api/places-autocomplete': {
      status: 200,
      body: { suggestions, attribution: 'Place data © GeoNames, CC BY 4.0' },
    },
  });
  const onPick = vi.fn();
  await renderScreen(<PlaceAutocomplete sessionToken="token-1" onPick={onPick} />);
  return { calls: api.calls, onPick };
}

describe('PlaceAutocomplete', () => {
  it('asks once for what was typed, after the typing stops', async () => {
    const { calls } = await renderSearch();
    await userEvent.type(screen.getByRole('combobox'), 'Lisbon');
    expect(await screen.findByRole('option', { name: 'Lisbon, Lisboa, Portugal' })).toBeVisible();
    expect(calls.map((call) => call.url)).toEqual([
      '/api/places-autocomplete?input=Lisbon&sessiontoken=token-1',
    ]);
  });

  it('credits the place data where the suggestions appear', async () => {
    await renderSearch();
    await userEvent.type(screen.getByRole('combobox'), 'Lis');
    await screen.findByRole('listbox');
    expect(screen.getByText('Place data © GeoNames, CC BY 4.0')).toBeVisible();
  });

  it('picks a suggestion with the arrow keys and Enter', async () => {
    const { onPick } = await renderSearch();
    const combobox = screen.getByRole('combobox');
    await userEvent.type(combobox, 'Lisbon');
    await screen.findByRole('option', { name: 'Lisbon, ME, United States' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(suggestions[1]));
    expect(combobox).toHaveValue('Lisbon, ME, United States');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlaceAutocomplete } from './place-autocomplete';

const suggestions = [
  { placeId: 'geonames:2267057', description: 'Lisbon, Lisboa, Portugal' },
  { placeId: 'geonames:4969398', description: 'Lisbon, ME, United States' },
];

function renderSearch() {
  const fetchMock = vi.fn(
    async (_url: string, _init?: RequestInit) =>
      new Response(
        JSON.stringify({ suggestions, attribution: 'Place data © GeoNames, CC BY 4.0' }),
        { status: 200, headers: { 'Content-Type': 'application/json' } },
      ),
  );
  vi.stubGlobal('fetch', fetchMock);
  const onPick = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <PlaceAutocomplete sessionToken="token-1" onPick={onPick} />
    </QueryClientProvider>,
  );
  return { fetchMock, onPick };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('PlaceAutocomplete', () => {
  it('asks once for what was typed, after the typing stops', async () => {
    const { fetchMock } = renderSearch();
    await userEvent.type(screen.getByRole('combobox'), 'Lisbon');
    expect(await screen.findByRole('option', { name: 'Lisbon, Lisboa, Portugal' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/places-autocomplete?input=Lisbon&sessiontoken=token-1',
    );
  });

  it('credits the place data where the suggestions appear', async () => {
    renderSearch();
    await userEvent.type(screen.getByRole('combobox'), 'Lis');
    await screen.findByRole('listbox');
    expect(screen.getByText('Place data © GeoNames, CC BY 4.0')).toBeVisible();
  });

  it('picks a suggestion with the arrow keys and Enter', async () => {
    const { onPick } = renderSearch();
    const combobox = screen.getByRole('combobox');
    await userEvent.type(combobox, 'Lisbon');
    await screen.findByRole('option', { name: 'Lisbon, ME, United States' });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(onPick).toHaveBeenCalledWith(suggestions[1]));
    expect(combobox).toHaveValue('Lisbon, ME, United States');
  });
});

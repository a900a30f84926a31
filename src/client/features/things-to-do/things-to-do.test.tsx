import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ThingsToDo as ThingsList, ThingToDo } from '#shared/contracts/things-to-do';
import { mockApi } from '#tests/client/mock-api';
import { renderScreen } from '#tests/client/render-app';
import { ThingsToDo } from './things-to-do';

const tripId = '11111111-1111-4111-8111-111111111111';
const path = `/api/trips/getaway/${tripId}/things-to-do`;
const planPath = `/api/trips/getaway/${tripId}/plan/items`;

const castle: ThingToDo = {
  id: 'wikidata:Q636780',
  name: 'Castle of Saint George',
  kind: 'castle',
  lat: 38.71389,
  lng: -9.13333,
  distanceKm: 0.3,
  description: 'Castle in Portugal',
  url: 'https://en.wikipedia.org/wiki/S%C3%A3o_Jorge_Castle',
  source: 'Castlemap, from Wikidata',
  licence: 'CC0 1.0',
};
const museums: ThingToDo[] = Array.from({ length: 6 }, (_, index) => ({
  id: `wikidata:Q${100 + index}`,
  name: `Museum ${index + 1}`,
  kind: 'museum',
  lat: 38.7,
  lng: -9.1,
  distanceKm: 1 + index,
  description: null,
  url: `https://www.wikidata.org/wiki/Q${100 + index}`,
  source: 'Wikidata',
  licence: 'CC0 1.0',
}));
const lisbon: ThingsList = {
  place: 'Lisbon, Lisbon, Portugal',
  things: [castle, ...museums],
  kinds: ['museum', 'castle'],
  credits: [
    {
      source: 'Castlemap, from Wikidata',
      licence: 'CC0 1.0',
      url: 'https://github.com/Flightmussy/castlemap-dataset',
    },
    { source: 'Wikidata', licence: 'CC0 1.0', url: 'https://www.wikidata.org/' },
  ],
};

const addedItem = {
  _id: '22222222-2222-4222-8222-222222222222',
  day: null,
  position: 0,
  name: castle.name,
  kind: 'castle',
  place: 'Lisbon, Lisbon, Portugal',
  lat: castle.lat,
  lng: castle.lng,
  startTime: null,
  durationMinutes: null,
  note: '',
  costLineId: null,
  source: castle.source,
  sourceUrl: castle.url,
  movedFromDay: null,
};

describe('Things to do', { timeout: 20_000 }, () => {
  it('lists the first sights with kind, distance, description, link and source, and the credits', async () => {
    mockApi({ [`GET ${path}`]: { status: 200, body: lisbon } });
    await renderScreen(<ThingsToDo tripId={tripId} />);
    const section = screen.getByRole('region', { name: 'Things to do' });
    const list = await within(section).findByRole('list', { name: 'Things to do' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent('Castle of Saint George');
    expect(rows[0]).toHaveTextContent('Castle · 300 m away · Castlemap, from Wikidata');
    expect(rows[0]).toHaveTextContent('Castle in Portugal');
    expect(within(rows[0]!).getByRole('link', { name: 'Castle of Saint George' })).toHaveAttribute(
      'href',
      castle.url,
    );
    expect(within(section).getByText(/^Sources:/)).toHaveTextContent(
      'Sources: Castlemap, from Wikidata (CC0 1.0); Wikidata (CC0 1.0)',
    );
  });

  it('shows all the sights on demand', async () => {
    mockApi({ [`GET ${path}`]: { status: 200, body: lisbon } });
    const { user } = await renderScreen(<ThingsToDo tripId={tripId} />);
    await user.click(await screen.findByRole('button', { name: 'Show all 7 things to do' }));
    expect(
      within(screen.getByRole('list', { name: 'Things to do' })).getAllByRole('listitem'),
    ).toHaveLength(7);
  });

  it('filters by kind with pressed chips, by keyboard too', async () => {
    const api = mockApi({
      [`GET ${path}`]: (call) => ({
        status: 200,
        body: call.url.includes('kind=castle') ? { ...lisbon, things: [castle] } : lisbon,
      }),
    });
    const { user } = await renderScreen(<ThingsToDo tripId={tripId} />);
    const chips = await screen.findByRole('group', { name: 'Show things of one kind' });
    const castles = within(chips).getByRole('button', { name: 'Castles' });
    expect(within(chips).getByRole('button', { name: 'All' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    castles.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(castles).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Things to do' })).getAllByRole('listitem'),
      ).toHaveLength(1),
    );
    expect(api.calls.some((call) => call.url === `${path}?kind=castle`)).toBe(true);
  });

  it('adds a sight to the plan with its place and source, and says so', async () => {
    const api = mockApi({
      [`GET ${path}`]: { status: 200, body: lisbon },
      [`POST ${planPath}`]: { status: 201, body: addedItem },
    });
    const { user } = await renderScreen(<ThingsToDo tripId={tripId} />);
    await user.click(
      await screen.findByRole('button', { name: 'Add to plan: Castle of Saint George' }),
    );
    expect(await screen.findByText('Added to your plan’s ideas.')).toBeInTheDocument();
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Castle of Saint George',
      kind: 'castle',
      lat: 38.71389,
      lng: -9.13333,
      place: 'Lisbon, Lisbon, Portugal',
      source: 'Castlemap, from Wikidata',
      sourceUrl: castle.url,
    });
  });

  it('says why a sight could not be added', async () => {
    mockApi({
      [`GET ${path}`]: { status: 200, body: lisbon },
      [`POST ${planPath}`]: {
        status: 400,
        body: { msg: 'This trip has too many things to do.', code: 'too_many_items' },
      },
    });
    const { user } = await renderScreen(<ThingsToDo tripId={tripId} />);
    await user.click(
      await screen.findByRole('button', { name: 'Add to plan: Castle of Saint George' }),
    );
    expect(await screen.findByText('This trip has too many things to do.')).toBeInTheDocument();
  });

  it('says when no sight is near', async () => {
    mockApi({
      [`GET ${path}`]: { status: 200, body: { ...lisbon, things: [], kinds: [], credits: [] } },
    });
    await renderScreen(<ThingsToDo tripId={tripId} />);
    expect(
      await screen.findByText('No sights are listed within 30 km of this place yet.'),
    ).toBeInTheDocument();
  });

  it('says when the place is unknown', async () => {
    mockApi({
      [`GET ${path}`]: { status: 200, body: { place: null, things: [], kinds: [], credits: [] } },
    });
    await renderScreen(<ThingsToDo tripId={tripId} />);
    expect(
      await screen.findByText('We could not find this place on the map, so no sights are listed.'),
    ).toBeInTheDocument();
  });

  it('shows a failure with Retry', async () => {
    mockApi({ [`GET ${path}`]: { status: 500, body: { msg: '', code: 'internal_error' } } });
    await renderScreen(<ThingsToDo tripId={tripId} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Things to do could not be loaded.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { mockApi } from '#tests/client/mock-api';
import { groupPoints, type MapPoint } from './map-points';
import { fitOutlineProjection } from './outline-projection';
import { PlaceMap, type PlaceMapProps } from './place-map';

const lisbonPlan: MapPoint[] = [
  { id: 'a', name: 'Belém Tower', lat: 38.6916, lng: -9.216, group: 0, order: 0 },
  { id: 'b', name: 'Jerónimos Monastery', lat: 38.6979, lng: -9.2068, group: 0, order: 1 },
  { id: 'c', name: 'MAAT', lat: 38.6957, lng: -9.1945, group: 0, order: 2 },
  { id: 'd', name: 'São Jorge Castle', lat: 38.7139, lng: -9.1335, group: 1, order: 1 },
  { id: 'e', name: 'Alfama', lat: 38.7118, lng: -9.1303, group: 1, order: 0 },
  { id: 'f', name: 'Sintra', lat: 38.8029, lng: -9.3817, group: null, order: null },
  { id: 'g', name: 'A café with no address', lat: null, lng: null, group: 1, order: 2 },
];

function renderMap(props: Partial<PlaceMapProps> = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <PlaceMap points={lisbonPlan} label="Map of the plan" {...props} />
    </QueryClientProvider>,
  );
  return { user, ...view };
}

describe('PlaceMap', () => {
  it('draws the outline map with a marker per point and a line per day when tiles cannot be reached', async () => {
    mockApi({ 'GET /api/map/settings': { networkError: true } });
    const { container } = renderMap();
    const map = screen.getByRole('region', { name: 'Map of the plan' });
    expect(await within(map).findByText(/Offline map/)).toHaveTextContent(
      'Outlines from Natural Earth (public domain)',
    );
    // Drawn ideas first and Day 1 last, so where markers overlap the first day's are on top.
    const markers = container.querySelectorAll('[data-map-marker]');
    expect([...markers].map((marker) => marker.textContent)).toEqual([
      'Sintra',
      'Alfama1',
      'São Jorge Castle2',
      'Belém Tower1',
      'Jerónimos Monastery2',
      'MAAT3',
    ]);
    // Two days, two lines; ideas have no order, so no line.
    const lines = container.querySelectorAll('[data-map-line]');
    expect([...lines].map((line) => line.getAttribute('data-map-line'))).toEqual(['0', '1']);
    expect(lines[0]?.getAttribute('stroke')).not.toBe(lines[1]?.getAttribute('stroke'));
    // Portugal's outline, from the shipped Natural Earth data.
    await waitFor(() =>
      expect(container.querySelectorAll('[data-testid="outline-map"] path').length).toBeGreaterThan(
        0,
      ),
    );
  });

  it('lists the same points for keyboard and screen-reader users, in order, per day', async () => {
    mockApi({ 'GET /api/map/settings': { networkError: true } });
    renderMap();
    const map = screen.getByRole('region', { name: 'Map of the plan' });
    const day1 = within(map).getByRole('list', { name: 'Day 1' });
    expect(
      within(day1)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Belém Tower', '2Jerónimos Monastery', '3MAAT']);
    const day2 = within(map).getByRole('list', { name: 'Day 2' });
    expect(
      within(day2)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Alfama', '2São Jorge Castle']);
    const ideas = within(map).getByRole('list', { name: 'Ideas' });
    expect(
      within(ideas)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Sintra']);
    expect(within(map).queryByText('A café with no address')).toBeNull();
  });

  it('names its groups as the caller says, and tells which point was chosen from the list or a marker', async () => {
    mockApi({ 'GET /api/map/settings': { networkError: true } });
    const onSelect = vi.fn();
    const { user, container } = renderMap({
      points: lisbonPlan.map((point) => ({ ...point, group: null })),
      groupLabel: () => 'Destinations',
      onSelect,
    });
    const list = screen.getByRole('list', { name: 'Destinations' });
    await user.click(within(list).getByRole('button', { name: /MAAT/ }));
    expect(onSelect).toHaveBeenLastCalledWith('c');
    await screen.findByText(/Offline map/);
    const marker = container.querySelector('[data-map-marker="f"]');
    if (!marker) throw new Error('no marker for Sintra');
    await user.click(marker);
    expect(onSelect).toHaveBeenLastCalledWith('f');
  });

  it('draws the outline at once offline, asking nothing of the server', async () => {
    const api = mockApi();
    window.dispatchEvent(new Event('offline'));
    try {
      const { container } = renderMap();
      expect(await screen.findByText(/Offline map/)).toBeInTheDocument();
      expect(container.querySelectorAll('[data-map-marker]')).toHaveLength(6);
      expect(api.calls).toEqual([]);
    } finally {
      window.dispatchEvent(new Event('online'));
    }
  });

  it('draws nothing and says so when no point has a place', () => {
    const api = mockApi();
    const { container } = renderMap({ points: [lisbonPlan[6] as MapPoint] });
    expect(screen.getByRole('region', { name: 'Map of the plan' })).toHaveTextContent(
      'No places to show on the map yet.',
    );
    expect(container.querySelector('svg[data-testid="outline-map"]')).toBeNull();
    expect(api.calls).toEqual([]);
  });
});

describe('groupPoints', () => {
  it('orders days first, then ideas, each by its order, and colours each day apart', () => {
    const groups = groupPoints(lisbonPlan);
    expect(groups.map((group) => group.group)).toEqual([0, 1, null]);
    expect(groups[1]?.points.map((point) => point.id)).toEqual(['e', 'd']);
    expect(new Set(groups.map((group) => group.colour.fill)).size).toBe(3);
  });
});

describe('fitOutlineProjection', () => {
  it('fits the points inside the padding, and one point in the middle', () => {
    const points = groupPoints(lisbonPlan).flatMap((group) => group.points);
    const projection = fitOutlineProjection(points, 360, 240, 30);
    for (const point of points) {
      const [x, y] = projection.project(point.lng, point.lat);
      expect(x).toBeGreaterThanOrEqual(30);
      expect(x).toBeLessThanOrEqual(330);
      expect(y).toBeGreaterThanOrEqual(30);
      expect(y).toBeLessThanOrEqual(210);
    }
    const [only] = points;
    if (!only) throw new Error('no point');
    expect(fitOutlineProjection([only], 360, 240, 30).project(only.lng, only.lat)).toEqual([
      180, 120,
    ]);
  });
});

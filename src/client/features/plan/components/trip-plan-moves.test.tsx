import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer, item, itemsPath, lisbonPlan, namesIn, renderPlan } from './trip-plan.fixture';

afterEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
});

describe('TripPlan: moving things to do', { timeout: 20_000 }, () => {
  it('reorders with the keyboard through Move down and Move up, keeping the focus on the item', async () => {
    const plan = lisbonPlan();
    const museum = plan.days[0]!.items[0]!;
    const api = fakeServer(plan);
    const { user } = renderPlan();
    await screen.findByRole('heading', { name: /^Day 1/ });
    const moveDown = within(screen.getByRole('listitem', { name: 'Tile museum' })).getByRole(
      'button',
      { name: 'Move down' },
    );
    moveDown.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(namesIn('Day 1')).toEqual(['Belém tower', 'Tile museum']));
    expect(api.writes()).toEqual([
      expect.objectContaining({
        path: `${itemsPath}/${museum._id}/move`,
        body: { day: '2025-06-03', position: 1 },
      }),
    ]);
    // Last now, it cannot move down: the focus stays on the item, on its handle.
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Drag Tile museum' })).toHaveFocus(),
    );

    const moveUp = within(screen.getByRole('listitem', { name: 'Tile museum' })).getByRole(
      'button',
      { name: 'Move up' },
    );
    moveUp.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(namesIn('Day 1')).toEqual(['Tile museum', 'Belém tower']));
    expect(api.writes()[1]).toMatchObject({ body: { day: '2025-06-03', position: 0 } });
  });

  it('moves a thing to another day and back to the ideas with Move to…, by keyboard', async () => {
    const plan = lisbonPlan();
    const tower = plan.days[0]!.items[1]!;
    const api = fakeServer(plan);
    const { user } = renderPlan();
    await screen.findByRole('heading', { name: /^Day 1/ });
    const moveTo = () =>
      within(screen.getByRole('listitem', { name: 'Belém tower' })).getByRole('button', {
        name: 'Move to…',
      });
    moveTo().focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    expect(
      within(menu).getByRole('menuitem', { name: 'Day 1 · Tue 3 Jun (here)' }),
    ).toHaveAttribute('aria-disabled', 'true');
    await user.click(within(menu).getByRole('menuitem', { name: 'Day 3 · Thu 5 Jun' }));
    await waitFor(() => expect(namesIn('Day 3')).toEqual(['Belém tower']));
    expect(namesIn('Day 1')).toEqual(['Tile museum']);
    await waitFor(() => expect(moveTo()).toHaveFocus());

    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: 'Ideas' }));
    await waitFor(() => expect(namesIn('Ideas')).toEqual(['Sintra day trip', 'Belém tower']));
    await waitFor(() => expect(moveTo()).toHaveFocus());
    expect(api.writes().map((call) => call.body)).toEqual([
      { day: '2025-06-05', position: 0 },
      { day: null, position: 1 },
    ]);
    expect(api.writes()[0]!.path).toBe(`${itemsPath}/${tower._id}/move`);
  });

  it('puts a refused move back, says why, and loses nothing', async () => {
    const plan = lisbonPlan();
    const museum = plan.days[0]!.items[0]!;
    const api = fakeServer(plan, {
      [`POST ${itemsPath}/${museum._id}/move`]: {
        status: 500,
        body: { msg: '', code: 'internal_error' },
      },
    });
    const { user } = renderPlan();
    await screen.findByRole('heading', { name: /^Day 1/ });
    const museumCard = screen.getByRole('listitem', { name: 'Tile museum' });
    await user.click(within(museumCard).getByRole('button', { name: 'Move down' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The thing to do could not be moved. Please try again.',
    );
    await waitFor(() => expect(namesIn('Day 1')).toEqual(['Tile museum', 'Belém tower']));
    expect(namesIn('Day 2')).toEqual(['Alfama walk']);
    expect(namesIn('Ideas')).toEqual(['Sintra day trip']);
    expect(api.writes()).toHaveLength(1);
  });

  it('refuses a move offline with words that say it was not saved, and sends nothing', async () => {
    const api = fakeServer(lisbonPlan());
    const { user } = renderPlan();
    await screen.findByRole('heading', { name: /^Day 1/ });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText(/^You are offline: the plan shows as saved/)).toBeVisible();
    const museumCard = screen.getByRole('listitem', { name: 'Tile museum' });
    await user.click(within(museumCard).getByRole('button', { name: 'Move down' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You are offline, so this change was not saved. Try again when you are back online.',
    );
    expect(namesIn('Day 1')).toEqual(['Tile museum', 'Belém tower']);
    expect(api.writes()).toEqual([]);
  });

  it('marks the things the change of dates sent back to the ideas, and says how many', async () => {
    fakeServer({
      days: [{ date: '2025-06-10', items: [], bookings: [] }],
      ideas: [
        item('Tile museum', null, { movedFromDay: '2025-06-03' }),
        item('Alfama walk', null, { position: 1, movedFromDay: '2025-06-04' }),
        item('Sintra day trip', null, { position: 2 }),
      ],
    });
    renderPlan({ tripStart: '2025-06-10', tripEnd: '2025-06-10' });
    expect(
      await screen.findByText("2 things to do came back here when the trip's dates changed."),
    ).toBeVisible();
    const museum = screen.getByRole('listitem', { name: 'Tile museum' });
    expect(within(museum).getByText("Was on Tue 3 Jun — the trip's dates changed")).toBeVisible();
    const walk = screen.getByRole('listitem', { name: 'Alfama walk' });
    expect(within(walk).getByText("Was on Wed 4 Jun — the trip's dates changed")).toBeVisible();
    const sintra = screen.getByRole('listitem', { name: 'Sintra day trip' });
    expect(within(sintra).queryByText(/^Was on/)).not.toBeInTheDocument();
  });
});

import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CostPlan } from '#shared/contracts/costs';
import type { Plan, PlanItem } from '#shared/contracts/plan';
import { theme } from '#client/app/theme';
import { OFFLINE_WRITE_MESSAGE } from '#client/lib/offline';
import { mockApi, type Handlers } from '#tests/client/mock-api';
import { moveInPlan } from '../plan-order';
import { EMPTY_PLAN_TEXT, UNDATED_TEXT } from '../plan-labels';
import { MOVE_FAILED_TEXT, TripPlan } from './trip-plan';

const tripId = '11111111-1111-4111-8111-111111111111';
const planPath = `/api/trips/getaway/${tripId}/plan`;
const itemsPath = `${planPath}/items`;
const costsPath = `/api/trips/getaway/${tripId}/costs`;
const tramLineId = '99999999-9999-4999-8999-999999999999';

let nextId = 0;
function item(name: string, day: string | null, extra: Partial<PlanItem> = {}): PlanItem {
  nextId += 1;
  return {
    _id: `22222222-2222-4222-8222-${String(nextId).padStart(12, '0')}`,
    day,
    position: 0,
    name,
    kind: null,
    place: '',
    lat: null,
    lng: null,
    startTime: null,
    durationMinutes: null,
    note: '',
    costLineId: null,
    source: null,
    sourceUrl: null,
    movedFromDay: null,
    ...extra,
  };
}

/** A three-day Lisbon plan: two things on day 1, one on day 2, none on day 3, one idea. */
function lisbonPlan(): Plan {
  return {
    days: [
      {
        date: '2025-06-03',
        items: [
          item('Tile museum', '2025-06-03', {
            place: 'Rua da Madre de Deus 4',
            startTime: '09:30',
            durationMinutes: 90,
            costLineId: tramLineId,
          }),
          item('Belém tower', '2025-06-03', { position: 1, note: 'Go early' }),
        ],
      },
      { date: '2025-06-04', items: [item('Alfama walk', '2025-06-04')] },
      { date: '2025-06-05', items: [] },
    ],
    ideas: [item('Sintra day trip', null)],
  };
}

const eur = (amount: number) => ({ amount, currency: 'EUR' as const });
const zero = { planned: eur(0), actual: eur(0) };
const costPlan: CostPlan = {
  currency: 'EUR',
  items: [
    {
      _id: tramLineId,
      category: 'activities',
      label: 'Museum passes',
      planned: eur(3000),
      actual: null,
      notes: '',
      source: 'traveller',
      estimate: null,
      conversion: null,
      paidBy: null,
      split: null,
      version: '2026-01-01T00:00:00.000000Z',
    },
  ],
  totals: {
    planned: eur(3000),
    actual: eur(0),
    low: eur(3000),
    high: eur(3000),
    byCategory: {
      airfare: zero,
      lodging: zero,
      car_rental: zero,
      food: zero,
      activities: { planned: eur(3000), actual: eur(0) },
      other: zero,
    },
  },
  budget: null,
  travellers: [],
  balances: [],
  settleUp: [],
};

/** A small stand-in for the server: it keeps the plan and answers moves as the contract says. */
function fakeServer(start: Plan, more: Handlers = {}) {
  let plan = start;
  const api = mockApi({
    [`GET ${planPath}`]: () => ({ status: 200, body: plan }),
    [`GET ${costsPath}`]: { status: 200, body: costPlan },
    ...more,
  });
  for (const found of [...plan.days.flatMap((day) => day.items), ...plan.ideas]) {
    api.handlers[`POST ${itemsPath}/${found._id}/move`] ??= (call) => {
      const body = call.body as { day: string | null; position: number };
      plan = moveInPlan(plan, found._id, body.day, body.position);
      return { status: 200, body: plan };
    };
  }
  return {
    ...api,
    setPlan(next: Plan) {
      plan = next;
    },
  };
}

function renderPlan({
  tripStart = '2025-06-03' as string | null,
  tripEnd = '2025-06-05' as string | null,
} = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <TripPlan tripId={tripId} tripStart={tripStart} tripEnd={tripEnd} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { user: userEvent.setup() };
}

/** A day's (or the ideas') list, by its heading. */
const list = (name: string) => screen.getByRole('list', { name: new RegExp(`^${name}`) });
const namesIn = (name: string) =>
  within(list(name))
    .queryAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);

afterEach(() => {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
  window.dispatchEvent(new Event('online'));
});

describe('TripPlan', { timeout: 20_000 }, () => {
  it('draws each day with its things to do in order, and the ideas', async () => {
    fakeServer(lisbonPlan());
    renderPlan();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: /^Day 1 · Tue 3 Jun/ })).toBeVisible();
    expect(screen.getByRole('heading', { name: /^Day 2 · Wed 4 Jun/ })).toBeVisible();
    expect(screen.getByRole('heading', { name: /^Day 3 · Thu 5 Jun/ })).toBeVisible();
    expect(namesIn('Day 1')).toEqual(['Tile museum', 'Belém tower']);
    expect(namesIn('Day 2')).toEqual(['Alfama walk']);
    expect(within(list('Day 3')).getByText('Nothing on this day yet.')).toBeVisible();
    expect(namesIn('Ideas')).toEqual(['Sintra day trip']);

    const museum = screen.getByRole('listitem', { name: 'Tile museum' });
    expect(within(museum).getByText('09:30 · 1 h 30 min')).toBeVisible();
    expect(within(museum).getByText('Rua da Madre de Deus 4')).toBeVisible();
    expect(await within(museum).findByText('Paid by: Museum passes')).toBeVisible();
    expect(screen.queryByText(EMPTY_PLAN_TEXT)).not.toBeInTheDocument();
  });

  it('shows only the ideas for a trip without dates, and says when days appear', async () => {
    fakeServer({ days: [], ideas: [item('Sintra day trip', null)] });
    renderPlan({ tripStart: null, tripEnd: null });
    expect(await screen.findByText(UNDATED_TEXT)).toBeVisible();
    expect(namesIn('Ideas')).toEqual(['Sintra day trip']);
    expect(screen.queryByRole('heading', { name: /^Day / })).not.toBeInTheDocument();
  });

  it('says nothing is planned yet on an empty plan', async () => {
    fakeServer({ days: [{ date: '2025-06-03', items: [] }], ideas: [] });
    renderPlan({ tripEnd: '2025-06-03' });
    expect(await screen.findByText(EMPTY_PLAN_TEXT)).toBeVisible();
  });

  it('shows a failed load with Retry, never the empty text, and loads on Retry', async () => {
    const api = fakeServer(lisbonPlan(), {
      [`GET ${planPath}`]: {
        status: 500,
        body: { msg: 'Something went wrong.', code: 'internal_error' },
      },
    });
    const { user } = renderPlan();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.queryByText(EMPTY_PLAN_TEXT)).not.toBeInTheDocument();
    api.handlers[`GET ${planPath}`] = { status: 200, body: lisbonPlan() };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: /^Day 1 · Tue 3 Jun/ })).toBeVisible();
  });

  it('adds a thing to do of their own to a day, with its time, duration and cost line', async () => {
    const plan = lisbonPlan();
    const api = fakeServer(plan);
    const added = item('Fado night', '2025-06-04', {
      position: 1,
      place: 'Alfama',
      startTime: '21:00',
      durationMinutes: 120,
      note: 'Book a table',
      costLineId: tramLineId,
    });
    api.handlers[`POST ${itemsPath}`] = () => {
      api.setPlan({
        ...plan,
        days: plan.days.map((day) =>
          day.date === '2025-06-04' ? { ...day, items: [...day.items, added] } : day,
        ),
      });
      return { status: 201, body: added };
    };
    const { user } = renderPlan();
    await screen.findByRole('heading', { name: /^Day 2/ });
    await user.click(screen.getByRole('button', { name: 'Add a thing to do' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a thing to do' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Fado night');
    await user.type(within(dialog).getByRole('textbox', { name: 'Place' }), 'Alfama');
    await user.click(within(dialog).getByRole('combobox', { name: 'Day' }));
    await user.click(await screen.findByRole('option', { name: 'Day 2 · Wed 4 Jun' }));
    await user.type(within(dialog).getByLabelText('Start time'), '21:00');
    await user.type(within(dialog).getByRole('textbox', { name: 'Duration, minutes' }), '120');
    await user.click(within(dialog).getByRole('combobox', { name: 'Paid by' }));
    await user.click(await screen.findByRole('option', { name: 'Museum passes' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Book a table');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: itemsPath,
        body: {
          name: 'Fado night',
          place: 'Alfama',
          day: '2025-06-04',
          startTime: '21:00',
          durationMinutes: 120,
          note: 'Book a table',
          costLineId: tramLineId,
        },
      }),
    ]);
    await waitFor(() => expect(namesIn('Day 2')).toEqual(['Alfama walk', 'Fado night']));
    const fado = screen.getByRole('listitem', { name: 'Fado night' });
    expect(within(fado).getByText('Paid by: Museum passes')).toBeVisible();
  });

  it('refuses a thing to do without a name, marks the field and sends nothing', async () => {
    const api = fakeServer(lisbonPlan());
    const { user } = renderPlan();
    await screen.findByRole('heading', { name: /^Day 1/ });
    await user.click(screen.getByRole('button', { name: 'Add to Ideas' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a thing to do' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Duration, minutes' }), '1.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(within(dialog).getByText('Give it a name, 120 characters at most.')).toBeVisible();
    expect(
      within(dialog).getByText('A duration is a whole number of minutes, from 1 to 1440.'),
    ).toBeVisible();
    expect(api.writes()).toEqual([]);
  });

  it("shows the server's validation message on the field it names, and keeps what was typed", async () => {
    const api = fakeServer(lisbonPlan(), {
      [`POST ${itemsPath}`]: {
        status: 400,
        body: {
          msg: 'place is too long (200 characters at most).',
          code: 'validation_failed',
          details: [{ path: 'place', message: 'place is too long (200 characters at most).' }],
        },
      },
    });
    const { user } = renderPlan();
    await screen.findByRole('heading', { name: /^Day 1/ });
    await user.click(screen.getByRole('button', { name: 'Add a thing to do' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Fado night');
    await user.type(within(dialog).getByRole('textbox', { name: 'Place' }), 'Alfama');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'place is too long (200 characters at most).',
    );
    const place = within(dialog).getByRole('textbox', { name: 'Place' });
    expect(place).toHaveAttribute('aria-invalid', 'true');
    expect(place).toHaveFocus();
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Fado night');
    expect(api.writes()).toHaveLength(1);
  });

  it('edits a thing to do, sending only what changed', async () => {
    const plan = lisbonPlan();
    const tower = plan.days[0]!.items[1]!;
    const api = fakeServer(plan);
    api.handlers[`PUT ${itemsPath}/${tower._id}`] = (call) => {
      const changed = { ...tower, ...(call.body as Partial<PlanItem>) };
      api.setPlan({
        ...plan,
        days: plan.days.map((day) => ({
          ...day,
          items: day.items.map((entry) => (entry._id === tower._id ? changed : entry)),
        })),
      });
      return { status: 200, body: changed };
    };
    const { user } = renderPlan();
    await screen.findByRole('heading', { name: /^Day 1/ });
    await user.click(screen.getByRole('button', { name: 'Edit Belém tower' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit thing to do' });
    expect(within(dialog).getByRole('textbox', { name: 'Note' })).toHaveValue('Go early');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Belém tower and monastery');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.writes()).toEqual([
      expect.objectContaining({
        method: 'PUT',
        path: `${itemsPath}/${tower._id}`,
        body: { name: 'Belém tower and monastery' },
      }),
    ]);
    await waitFor(() =>
      expect(namesIn('Day 1')).toEqual(['Tile museum', 'Belém tower and monastery']),
    );
  });

  it('deletes a thing to do once the traveller confirms', async () => {
    const plan = lisbonPlan();
    const walk = plan.days[1]!.items[0]!;
    const api = fakeServer(plan);
    api.handlers[`DELETE ${itemsPath}/${walk._id}`] = () => {
      api.setPlan({
        ...plan,
        days: plan.days.map((day) => ({
          ...day,
          items: day.items.filter((entry) => entry._id !== walk._id),
        })),
      });
      return { status: 200, body: { msg: 'Deleted.' } };
    };
    const { user } = renderPlan();
    await screen.findByRole('heading', { name: /^Day 2/ });
    await user.click(screen.getByRole('button', { name: 'Delete Alfama walk' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent('Do you want to delete this thing to do?');
    await user.click(within(question).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(namesIn('Day 2')).toEqual([]));
    expect(api.writes()).toEqual([
      expect.objectContaining({ method: 'DELETE', path: `${itemsPath}/${walk._id}` }),
    ]);
    expect(screen.getByRole('heading', { name: 'Plan by day' })).toHaveFocus();
  });

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
    expect(await screen.findByRole('alert')).toHaveTextContent(MOVE_FAILED_TEXT);
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
    expect(await screen.findByRole('alert')).toHaveTextContent(OFFLINE_WRITE_MESSAGE);
    expect(namesIn('Day 1')).toEqual(['Tile museum', 'Belém tower']);
    expect(api.writes()).toEqual([]);
  });

  it('marks the things the change of dates sent back to the ideas, and says how many', async () => {
    fakeServer({
      days: [{ date: '2025-06-10', items: [] }],
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

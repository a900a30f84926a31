import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PlanItem } from '#shared/contracts/plan';
import {
  fakeServer,
  item,
  itemsPath,
  lisbonPlan,
  list,
  namesIn,
  planPath,
  renderPlan,
  tramLineId,
} from './trip-plan.fixture';

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
    expect(
      screen.queryByText('Nothing planned yet. Add a thing to do, to a day or to your ideas.'),
    ).not.toBeInTheDocument();
  });

  it('shows each day’s bookings at the place’s own time, when the plan gives them', async () => {
    const plan = lisbonPlan();
    const bookingId = '33333333-3333-4333-8333-333333333333';
    const days = plan.days.map((day, index) =>
      index === 2
        ? {
            ...day,
            bookings: [
              {
                bookingId,
                kind: 'flight',
                title: 'Flight TP 1234',
                moment: 'departs',
                time: '10:05',
                timeZone: 'Europe/Lisbon',
                place: 'LIS',
              },
              {
                bookingId: '44444444-4444-4444-8444-444444444444',
                kind: 'stay',
                title: 'Hotel Lisboa',
                moment: 'check_in',
                time: null,
                timeZone: 'Europe/Lisbon',
                place: 'Hotel Lisboa',
              },
            ],
          }
        : day,
    );
    fakeServer({ ...plan, days } as typeof plan);
    renderPlan();
    await screen.findByRole('heading', { name: /^Day 1 · Tue 3 Jun/ });
    const booked = screen.getByRole('list', { name: 'Bookings on this day' });
    expect(within(booked).getByText('Flight TP 1234 departs 10:05 (Lisbon)')).toBeVisible();
    expect(within(booked).getByText('Check-in at Hotel Lisboa (Lisbon)')).toBeVisible();
    expect(within(booked).getByText('LIS')).toBeVisible();
    // A day with bookings and nothing else to do says so, not that nothing is on it.
    expect(within(list('Day 3')).getByText('No things to do on this day yet.')).toBeVisible();
    // Only the third day has bookings; the others show none.
    expect(screen.getAllByRole('list', { name: 'Bookings on this day' })).toHaveLength(1);
  });

  it('shows only the ideas for a trip without dates, and says when days appear', async () => {
    fakeServer({ days: [], ideas: [item('Sintra day trip', null)] });
    renderPlan({ tripStart: null, tripEnd: null });
    expect(
      await screen.findByText(
        'Days appear here once the trip has its dates; until then, keep ideas.',
      ),
    ).toBeVisible();
    expect(namesIn('Ideas')).toEqual(['Sintra day trip']);
    expect(screen.queryByRole('heading', { name: /^Day / })).not.toBeInTheDocument();
  });

  it('says nothing is planned yet on an empty plan', async () => {
    fakeServer({ days: [{ date: '2025-06-03', items: [], bookings: [] }], ideas: [] });
    renderPlan({ tripEnd: '2025-06-03' });
    expect(
      await screen.findByText('Nothing planned yet. Add a thing to do, to a day or to your ideas.'),
    ).toBeVisible();
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
    expect(
      screen.queryByText('Nothing planned yet. Add a thing to do, to a day or to your ideas.'),
    ).not.toBeInTheDocument();
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
});

import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CostPlan } from '#shared/contracts/costs';
import type { Plan, PlanItem } from '#shared/contracts/plan';
import { theme } from '#client/app/theme';
import { mockApi, type Handlers } from '#tests/client/mock-api';
import { moveInPlan } from '../plan-order';
import { TripPlan } from './trip-plan';

/** What both of the plan's test files start from: a Lisbon plan, a stand-in server, the page. */
export const tripId = '11111111-1111-4111-8111-111111111111';
export const planPath = `/api/trips/getaway/${tripId}/plan`;
export const itemsPath = `${planPath}/items`;
export const costsPath = `/api/trips/getaway/${tripId}/costs`;
export const tramLineId = '99999999-9999-4999-8999-999999999999';

let nextId = 0;
export function item(name: string, day: string | null, extra: Partial<PlanItem> = {}): PlanItem {
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
export function lisbonPlan(): Plan {
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
        bookings: [],
      },
      { date: '2025-06-04', items: [item('Alfama walk', '2025-06-04')], bookings: [] },
      { date: '2025-06-05', items: [], bookings: [] },
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
export function fakeServer(start: Plan, more: Handlers = {}) {
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

export function renderPlan({
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
export const list = (name: string) => screen.getByRole('list', { name: new RegExp(`^${name}`) });
export const namesIn = (name: string) =>
  within(list(name))
    .queryAllByRole('heading', { level: 4 })
    .map((heading) => heading.textContent);

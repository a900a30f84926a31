import { ThemeProvider } from '@mui/material/styles';
import { focusManager, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CostItem, CostPlan } from '#shared/contracts/costs';
import type { CurrencyCode } from '#shared/domain/money';
import { theme } from '#client/app/theme';
import { mockApi } from '#tests/client/mock-api';
import { CostPanel } from './cost-panel';

// The chart is drawn by a library jsdom cannot measure; its figures are in the table.
vi.mock('./cost-split-chart', () => ({ default: () => <p>Chart of planned costs</p> }));

const tripId = '11111111-1111-4111-8111-111111111111';
const planPath = `/api/trips/getaway/${tripId}/costs`;
const usd = (amount: number, currency: CurrencyCode = 'USD') => ({ amount, currency });
const zero = { planned: usd(0), actual: usd(0) };

const lodgingEstimate: CostItem = {
  _id: '22222222-2222-4222-8222-222222222222',
  category: 'lodging',
  label: 'Lodging in New York City',
  planned: usd(102600),
  actual: null,
  notes: '',
  source: 'estimate',
  estimate: {
    low: usd(71820),
    high: usd(133380),
    basis: '3 nights at $342 a night, 1 room.',
    dataset: 'GSA per diem rates FY2026',
    asOf: '2025-10-01',
  },
  conversion: null,
  paidBy: null,
  split: null,
  version: '2026-04-13T10:00:00.000001Z',
};
const dinner: CostItem = {
  _id: '33333333-3333-4333-8333-333333333333',
  category: 'food',
  label: 'Dinner in Paris',
  planned: usd(11684),
  actual: usd(5842),
  notes: 'Booked',
  source: 'traveller',
  estimate: null,
  conversion: {
    planned: usd(10000, 'EUR'),
    actual: usd(5000, 'EUR'),
    rate: '1.1684',
    rateDate: '2026-04-13',
    source: 'ECB euro reference rates',
  },
  paidBy: null,
  split: null,
  version: '2026-04-13T10:00:00.000002Z',
};

function planOf(overrides: Partial<CostPlan> = {}): CostPlan {
  return {
    currency: 'USD',
    items: [lodgingEstimate, dinner],
    totals: {
      planned: usd(114284),
      actual: usd(5842),
      low: usd(83504),
      high: usd(145064),
      byCategory: {
        airfare: zero,
        lodging: { planned: usd(102600), actual: usd(0) },
        car_rental: zero,
        food: { planned: usd(11684), actual: usd(5842) },
        activities: zero,
        other: zero,
      },
    },
    budget: usd(100000),
    travellers: [],
    balances: [],
    settleUp: [],
    ...overrides,
  };
}

function renderPanel(
  handlers: Parameters<typeof mockApi>[0],
  { hasDates = true, currency = 'USD' as CurrencyCode } = {},
) {
  const api = mockApi(handlers);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const onSetBudget = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <CostPanel
          tripId={tripId}
          currency={currency}
          hasDates={hasDates}
          onSetBudget={onSetBudget}
        />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...api, onSetBudget, user: userEvent.setup() };
}

describe('CostPanel', { timeout: 20_000 }, () => {
  it("shows a companion's change when the page gains focus, and keeps the plan if a re-read fails", async () => {
    const { handlers, calls } = renderPanel({
      [`GET ${planPath}`]: { status: 200, body: planOf() },
    });
    expect(await screen.findByText('Dinner in Paris')).toBeVisible();

    const lunch: CostItem = {
      ...dinner,
      _id: '44444444-4444-4444-8444-444444444444',
      label: 'Lunch in Lyon',
    };
    handlers[`GET ${planPath}`] = {
      status: 200,
      body: planOf({ items: [lodgingEstimate, dinner, lunch] }),
    };
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    expect(await screen.findByText('Lunch in Lyon')).toBeVisible();

    handlers[`GET ${planPath}`] = {
      status: 503,
      body: { msg: 'Try again later.', code: 'unavailable' },
    };
    act(() => {
      focusManager.setFocused(false);
      focusManager.setFocused(true);
    });
    await waitFor(() => expect(calls.filter((call) => call.path === planPath)).toHaveLength(3));
    expect(screen.getByText('Lunch in Lyon')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    act(() => focusManager.setFocused(undefined));
  });

  it('shows the totals, the range, the budget verdict in words, and each estimate with its source', async () => {
    renderPanel({ [`GET ${planPath}`]: { status: 200, body: planOf() } });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByTestId('total-planned')).toHaveTextContent('$1,142.84');
    expect(screen.getByText('Range $835.04 – $1,450.64 (includes estimates)')).toBeInTheDocument();
    expect(screen.getByTestId('total-actual')).toHaveTextContent('$58.42');
    expect(screen.getByText('Planned: $142.84 over budget')).toBeInTheDocument();
    expect(screen.getByText('Spent: $941.58 under budget')).toBeInTheDocument();

    const lodging = screen.getByRole('listitem', { name: 'Lodging in New York City' });
    expect(within(lodging).getByText('Estimate')).toBeInTheDocument();
    expect(within(lodging).getByText('$1,026.00')).toBeInTheDocument();
    expect(within(lodging).getByText('$718.20 – $1,333.80')).toBeInTheDocument();
    expect(
      within(lodging).getByText(
        '3 nights at $342 a night, 1 room. Source: GSA per diem rates FY2026, data as of 2025-10-01.',
      ),
    ).toBeVisible();

    const table = screen.getByRole('table', { name: 'Costs by category' });
    expect(within(table).getByRole('row', { name: /Lodging/ })).toHaveTextContent('$1,026.00');
    expect(await screen.findByText('Chart of planned costs')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Estimates: U.S. GSA, DoD and State Department per diem rates; U.S. BTS airfares; ECB exchange rates.',
      ),
    ).toBeInTheDocument();
  });

  it('shows a line typed in another currency with its original amounts and rate', async () => {
    renderPanel({ [`GET ${planPath}`]: { status: 200, body: planOf() } });
    const line = await screen.findByRole('listitem', { name: 'Dinner in Paris' });
    expect(line).toHaveTextContent(
      'Typed as planned €100.00, actual €50.00; converted at 1.1684 (ECB euro reference rates, 2026-04-13).',
    );
  });

  it('lists the first five cost lines and shows the rest on demand', async () => {
    const items = Array.from({ length: 7 }, (_, index) => ({
      ...dinner,
      _id: `33333333-3333-4333-8333-33333333333${index}`,
      label: `Dinner ${index + 1}`,
    }));
    const { user } = renderPanel({ [`GET ${planPath}`]: { status: 200, body: planOf({ items }) } });
    const lines = await screen.findByRole('list', { name: 'Cost lines' });
    expect(
      within(lines)
        .getAllByRole('listitem')
        .map((line) => within(line).getByText(/^Dinner \d$/).textContent),
    ).toEqual(['Dinner 1', 'Dinner 2', 'Dinner 3', 'Dinner 4', 'Dinner 5']);
    const showAll = screen.getByRole('button', { name: 'Show all 7 cost lines' });
    expect(showAll).toHaveAttribute('aria-expanded', 'false');
    await user.click(showAll);
    expect(within(lines).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.getByRole('button', { name: 'Show fewer' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });

  it('says how far under budget the plan is', async () => {
    renderPanel({
      [`GET ${planPath}`]: { status: 200, body: planOf({ budget: usd(200000) }) },
    });
    expect(await screen.findByText('Planned: $857.16 under budget')).toBeInTheDocument();
  });

  it('prompts for a budget when there is none', async () => {
    const { user, onSetBudget } = renderPanel({
      [`GET ${planPath}`]: { status: 200, body: planOf({ budget: null }) },
    });
    await user.click(await screen.findByRole('button', { name: 'Set a budget' }));
    expect(onSetBudget).toHaveBeenCalled();
  });

  it('shows the empty state for a plan with no lines', async () => {
    renderPanel({
      [`GET ${planPath}`]: {
        status: 200,
        body: planOf({ items: [], totals: { ...planOf().totals, planned: usd(0) } }),
      },
    });
    expect(
      await screen.findByText('No costs yet. Estimate them or add your own.'),
    ).toBeInTheDocument();
  });

  it('shows an error with Retry, never an empty plan, when the plan fails to load', async () => {
    let fail = true;
    const { user } = renderPanel({
      [`GET ${planPath}`]: () =>
        fail
          ? { status: 500, body: { msg: 'Something went wrong.', code: 'internal_error' } }
          : { status: 200, body: planOf() },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(
      screen.queryByText('No costs yet. Estimate them or add your own.'),
    ).not.toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByTestId('total-planned')).toHaveTextContent('$1,142.84');
  });

  it('adds a line with integer minor units after marking and focusing bad fields', async () => {
    const { user, calls } = renderPanel({
      [`GET ${planPath}`]: { status: 200, body: planOf({ items: [], budget: null }) },
      [`POST ${planPath}`]: (call) => ({
        status: 201,
        body: { ...dinner, ...(call.body as object), conversion: null },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Add a cost' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a cost' });
    await user.type(within(dialog).getByLabelText('Planned amount'), '12.345');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const label = within(dialog).getByRole('textbox', { name: /Label/ });
    expect(label).toHaveAttribute('aria-invalid', 'true');
    expect(label).toHaveFocus();
    expect(within(dialog).getByText('Give the line a label.')).toBeInTheDocument();
    const planned = within(dialog).getByLabelText('Planned amount');
    expect(planned).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByText('USD amounts have at most 2 decimals.')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(label, 'Hotel quote');
    await user.clear(planned);
    await user.type(planned, '1,089.35');
    await user.type(within(dialog).getByLabelText('Actual amount'), '4.35');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({
      category: 'lodging',
      label: 'Hotel quote',
      planned: { amount: 108935, currency: 'USD' },
      actual: { amount: 435, currency: 'USD' },
      notes: '',
      paidBy: null,
      split: null,
    });
  });

  it("reads a JPY amount without decimals in the trip's currency", async () => {
    const { user, calls } = renderPanel(
      {
        [`GET ${planPath}`]: { status: 200, body: planOf({ currency: 'JPY', items: [] }) },
        [`POST ${planPath}`]: { status: 201, body: dinner },
      },
      { currency: 'JPY' },
    );
    await user.click(await screen.findByRole('button', { name: 'Add a cost' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveTextContent('JPY');
    await user.type(within(dialog).getByRole('textbox', { name: /Label/ }), 'Ryokan');
    await user.type(within(dialog).getByLabelText('Planned amount'), '15000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      planned: { amount: 15000, currency: 'JPY' },
      actual: null,
    });
  });

  it('edits only the fields that changed', async () => {
    const { user, calls } = renderPanel({
      [`GET ${planPath}`]: { status: 200, body: planOf() },
      [`PUT ${planPath}/${dinner._id}`]: { status: 200, body: dinner },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Dinner in Paris' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit cost' });
    // A converted line shows what was typed, in its own currency.
    expect(within(dialog).getByLabelText('Planned amount')).toHaveValue('100.00');
    expect(within(dialog).getByRole('combobox', { name: 'Currency' })).toHaveTextContent('EUR');
    await user.clear(within(dialog).getByLabelText('Actual amount'));
    await user.type(within(dialog).getByLabelText('Actual amount'), '61.20');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      actual: { amount: 6120, currency: 'EUR' },
      expectedVersion: dinner.version,
    });
  });

  it('deletes a line only after the confirmation', async () => {
    const { user, calls } = renderPanel({
      [`GET ${planPath}`]: { status: 200, body: planOf() },
      [`DELETE ${planPath}/${dinner._id}`]: { status: 200, body: { msg: 'Deleted.' } },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Dinner in Paris' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
  });

  it('estimates with the car rental figure and shows the new plan', async () => {
    const { user, calls } = renderPanel({
      [`GET ${planPath}`]: { status: 200, body: planOf({ items: [] }) },
      [`POST ${planPath}/estimate`]: { status: 200, body: planOf() },
    });
    await screen.findByText('No costs yet. Estimate them or add your own.');
    expect(
      screen.getByText(/official US per diem rates for lodging and meals/),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText('Car rental a day, USD'), '45.50');
    await user.click(screen.getByRole('button', { name: 'Estimate costs' }));
    expect(
      await screen.findByRole('listitem', { name: 'Lodging in New York City' }),
    ).toBeInTheDocument();
    expect(calls.find((call) => call.path === `${planPath}/estimate`)?.body).toEqual({
      carRentalPerDay: { amount: 4550, currency: 'USD' },
    });
  });

  it("shows the server's message when estimating fails", async () => {
    const { user } = renderPanel({
      [`GET ${planPath}`]: { status: 200, body: planOf({ items: [] }) },
      [`POST ${planPath}/estimate`]: {
        status: 400,
        body: { msg: 'Estimating needs the trip dates.', code: 'validation_failed' },
      },
    });
    await screen.findByText('No costs yet. Estimate them or add your own.');
    await user.click(screen.getByRole('button', { name: 'Estimate costs' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Estimating needs the trip dates.');
  });

  it('turns Estimate off with the reason when the trip has no dates', async () => {
    renderPanel(
      { [`GET ${planPath}`]: { status: 200, body: planOf({ items: [] }) } },
      { hasDates: false },
    );
    await screen.findByText('No costs yet. Estimate them or add your own.');
    const button = screen.getByRole('button', { name: 'Estimate costs' });
    expect(button).toBeDisabled();
    expect(button).toHaveAccessibleDescription("Add the trip's dates to estimate its costs.");
  });
});

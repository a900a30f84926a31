import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CostItem, CostPlan } from '#shared/contracts/costs';
import { theme } from '#client/app/theme';
import { mockApi } from '#tests/client/mock-api';
import { CostPanel } from './cost-panel';

vi.mock('./cost-split-chart', () => ({ default: () => <p>Chart of planned costs</p> }));

const tripId = '11111111-1111-4111-8111-111111111111';
const planPath = `/api/trips/getaway/${tripId}/costs`;
const ana = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const ben = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const usd = (amount: number) => ({ amount, currency: 'USD' as const });
const zero = { planned: usd(0), actual: usd(0) };

const flat: CostItem = {
  _id: '22222222-2222-4222-8222-222222222222',
  category: 'lodging',
  label: 'Flat',
  planned: usd(9_000),
  actual: null,
  notes: '',
  source: 'traveller',
  estimate: null,
  conversion: null,
  paidBy: { userId: ana },
  split: {
    mode: 'equal',
    among: [
      { userId: ana, share: usd(3_000) },
      { userId: ben, share: usd(3_000) },
      { name: 'Cat', share: usd(3_000) },
    ],
  },
  version: '2026-04-13T10:00:00.000001Z',
};

function planOf(overrides: Partial<CostPlan> = {}): CostPlan {
  return {
    currency: 'USD',
    items: [flat],
    totals: {
      planned: usd(9_000),
      actual: usd(0),
      low: usd(9_000),
      high: usd(9_000),
      byCategory: {
        airfare: zero,
        lodging: { planned: usd(9_000), actual: usd(0) },
        car_rental: zero,
        food: zero,
        activities: zero,
        other: zero,
      },
    },
    budget: null,
    travellers: [
      { userId: ana, fname: 'Ana' },
      { userId: ben, fname: 'Ben' },
    ],
    balances: [
      {
        traveller: { userId: ana },
        name: 'Ana',
        paid: usd(9_000),
        share: usd(3_000),
        balance: usd(6_000),
      },
      {
        traveller: { userId: ben },
        name: 'Ben',
        paid: usd(0),
        share: usd(3_000),
        balance: { amount: -3_000, currency: 'USD' },
      },
      {
        traveller: { name: 'Cat' },
        name: 'Cat',
        paid: usd(0),
        share: usd(3_000),
        balance: { amount: -3_000, currency: 'USD' },
      },
    ],
    settleUp: [
      {
        from: { traveller: { userId: ben }, name: 'Ben' },
        to: { traveller: { userId: ana }, name: 'Ana' },
        amount: usd(3_000),
      },
      {
        from: { traveller: { name: 'Cat' }, name: 'Cat' },
        to: { traveller: { userId: ana }, name: 'Ana' },
        amount: usd(3_000),
      },
    ],
    ...overrides,
  };
}

function renderPanel(handlers: Parameters<typeof mockApi>[0]) {
  const api = mockApi(handlers);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <CostPanel tripId={tripId} currency="USD" hasDates />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...api, user: userEvent.setup() };
}

describe('splitting costs on the cost panel', { timeout: 30_000 }, () => {
  it("shows each traveller's paid, share and balance, and the settle-up transfers", async () => {
    renderPanel({ [`GET ${planPath}`]: { status: 200, body: planOf() } });
    const balances = await screen.findByRole('table', { name: 'Balances' });
    const rows = within(balances)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'TravellerPaidShareBalance',
      'Ana$90.00$30.00is owed $60.00',
      'Ben$0.00$30.00owes $30.00',
      'Cat$0.00$30.00owes $30.00',
    ]);
    const settle = screen.getByRole('list', { name: 'Settle up' });
    expect(
      within(settle)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Ben pays Ana $30.00', 'Cat pays Ana $30.00']);
    expect(
      screen.getByText('Paid by Ana · split equally among Ana, Ben and Cat'),
    ).toBeInTheDocument();
  });

  it('says so when nothing is split', async () => {
    renderPanel({
      [`GET ${planPath}`]: {
        status: 200,
        body: planOf({
          items: [{ ...flat, paidBy: null, split: null }],
          balances: [],
          settleUp: [],
        }),
      },
    });
    expect(
      await screen.findByText(
        'Nothing is split yet. Say who paid a cost and how it is split to see who owes whom.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Balances' })).not.toBeInTheDocument();
  });

  it('adds a line paid by a companion and split equally among the travellers and a named one', async () => {
    const { user, calls } = renderPanel({
      [`GET ${planPath}`]: { status: 200, body: planOf() },
      [`POST ${planPath}`]: { status: 201, body: flat },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a cost' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Label/ }), 'Fuel');
    await user.type(within(dialog).getByLabelText('Planned amount'), '15');
    await user.click(within(dialog).getByRole('combobox', { name: 'Paid by' }));
    await user.click(await screen.findByRole('option', { name: 'Ben' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Split' }));
    await user.click(
      await screen.findByRole('option', { name: 'Equally among chosen travellers' }),
    );
    expect(
      within(dialog).getByText(
        'We split the actual amount, or the planned amount when there is no actual one. Equal and share splits are in whole cents: the cents left over go to the first travellers listed, one each.',
      ),
    ).toBeInTheDocument();
    // The trip's travellers are chosen at first; Cat, named on another line, is not.
    expect(within(dialog).getByRole('checkbox', { name: 'Ana' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Ben' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Cat' })).not.toBeChecked();
    await user.type(within(dialog).getByLabelText('Someone without an account'), 'Dee{Enter}');
    expect(within(dialog).getByRole('checkbox', { name: 'Dee' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      label: 'Fuel',
      planned: usd(1_500),
      paidBy: { userId: ben },
      split: { mode: 'equal', among: [{ userId: ana }, { userId: ben }, { name: 'Dee' }] },
    });
  });

  it('splits by amounts, says what is left, and takes someone else as the payer', async () => {
    const { user, calls } = renderPanel({
      [`GET ${planPath}`]: { status: 200, body: planOf() },
      [`POST ${planPath}`]: { status: 201, body: flat },
    });
    await user.click(await screen.findByRole('button', { name: 'Add a cost' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Label/ }), 'Dinner');
    await user.type(within(dialog).getByLabelText('Planned amount'), '20');
    await user.click(within(dialog).getByRole('combobox', { name: 'Paid by' }));
    await user.click(await screen.findByRole('option', { name: 'Someone else…' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const name = within(dialog).getByLabelText('Name of who paid');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    await user.type(name, 'Eve');
    await user.click(within(dialog).getByRole('combobox', { name: 'Split' }));
    await user.click(await screen.findByRole('option', { name: 'By amounts' }));
    await user.type(within(dialog).getByLabelText('Amount for Ana'), '12.50');
    expect(within(dialog).getByText('$7.50 left to assign.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Amount for Ben'), '7.50');
    expect(within(dialog).getByText('All $20.00 assigned.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({
      paidBy: { name: 'Eve' },
      split: {
        mode: 'amounts',
        among: [
          { userId: ana, amount: 1_250 },
          { userId: ben, amount: 750 },
        ],
      },
    });
  });

  it('shows the line as someone else left it when it changed meanwhile, and saves from there', async () => {
    const current: CostItem = {
      ...flat,
      label: 'Flat by the sea',
      version: '2026-04-13T10:05:00.000001Z',
    };
    let puts = 0;
    const { user, calls } = renderPanel({
      [`GET ${planPath}`]: { status: 200, body: planOf() },
      [`PUT ${planPath}/${flat._id}`]: () => {
        puts += 1;
        return puts === 1
          ? {
              status: 409,
              body: { msg: 'Changed.', code: 'changed_elsewhere', current },
            }
          : { status: 200, body: current };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Flat' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit cost' });
    await user.type(within(dialog).getByLabelText('Notes'), 'Keys at the café');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Someone else changed this line just now; here it is as they left it.',
    );
    expect(within(dialog).getByRole('textbox', { name: /Label/ })).toHaveValue('Flat by the sea');
    expect(within(dialog).getByLabelText('Notes')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Notes'), 'Keys at the café');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const bodies = calls.filter((call) => call.method === 'PUT').map((call) => call.body);
    expect(bodies).toEqual([
      { notes: 'Keys at the café', expectedVersion: flat.version },
      { notes: 'Keys at the café', expectedVersion: current.version },
    ]);
  });
});

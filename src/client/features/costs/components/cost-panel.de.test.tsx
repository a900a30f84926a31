import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CostItem, CostPlan } from '#shared/contracts/costs';
import { messages as german } from '#shared/i18n/catalogs/de';
import { theme } from '#client/app/theme';
import { I18nProvider } from '#client/lib/i18n';
import { mockApi } from '#tests/client/mock-api';
import { CostPanel } from './cost-panel';

// The chart is drawn by a library jsdom cannot measure; its figures are in the table.
vi.mock('./cost-split-chart', () => ({ default: () => <p>Diagramm</p> }));

const tripId = '11111111-1111-4111-8111-111111111111';
const planPath = `/api/trips/getaway/${tripId}/costs`;
const ana = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa';
const ben = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb';
const eur = (amount: number) => ({ amount, currency: 'EUR' as const });
const zero = { planned: eur(0), actual: eur(0) };

const lodging: CostItem = {
  _id: '22222222-2222-4222-8222-222222222222',
  category: 'lodging',
  label: 'Hotel in Lissabon',
  planned: eur(102600),
  actual: null,
  notes: '',
  source: 'estimate',
  // The basis is the server's own English sentence; the words around it are the client's.
  estimate: {
    low: eur(71820),
    high: eur(133380),
    basis: '3 nights at €342 a night, 1 room.',
    dataset: 'Eurostat HICP',
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
  label: 'Abendessen',
  planned: eur(9000),
  actual: eur(9000),
  notes: '',
  source: 'traveller',
  estimate: null,
  conversion: {
    planned: { amount: 10000, currency: 'USD' },
    actual: { amount: 10000, currency: 'USD' },
    rate: '0.9',
    rateDate: '2026-04-13',
    source: 'ECB euro reference rates',
  },
  paidBy: { userId: ana },
  split: {
    mode: 'equal',
    among: [
      { userId: ana, share: eur(3000) },
      { userId: ben, share: eur(3000) },
      { name: 'Cat', share: eur(3000) },
    ],
  },
  version: '2026-04-13T10:00:00.000002Z',
};

const plan: CostPlan = {
  currency: 'EUR',
  items: [lodging, dinner],
  totals: {
    planned: eur(111600),
    actual: eur(9000),
    low: eur(80820),
    high: eur(142380),
    byCategory: {
      airfare: zero,
      lodging: { planned: eur(102600), actual: eur(0) },
      car_rental: zero,
      food: { planned: eur(9000), actual: eur(9000) },
      activities: zero,
      other: zero,
    },
  },
  budget: eur(100000),
  travellers: [
    { userId: ana, fname: 'Ana' },
    { userId: ben, fname: 'Ben' },
  ],
  balances: [
    {
      traveller: { userId: ana },
      name: 'Ana',
      paid: eur(9000),
      share: eur(3000),
      balance: eur(6000),
    },
    {
      traveller: { userId: ben },
      name: 'Ben',
      paid: eur(0),
      share: eur(3000),
      balance: eur(-3000),
    },
    {
      traveller: { name: 'Cat' },
      name: 'Cat',
      paid: eur(0),
      share: eur(3000),
      balance: eur(-3000),
    },
  ],
  settleUp: [
    {
      from: { traveller: { userId: ben }, name: 'Ben' },
      to: { traveller: { userId: ana }, name: 'Ana' },
      amount: eur(3000),
    },
  ],
};

function renderInGerman(body: CostPlan = plan) {
  mockApi({ [`GET ${planPath}`]: { status: 200, body } });
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <I18nProvider locale="de" messages={german}>
          <CostPanel tripId={tripId} currency="EUR" hasDates />
        </I18nProvider>
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { user: userEvent.setup() };
}

describe('CostPanel in German', { timeout: 20_000 }, () => {
  it('says the totals, the budget and each estimate with its source in German, in the trip’s euros', async () => {
    renderInGerman();
    expect(screen.getByText('Wird geladen …')).toBeInTheDocument();
    expect(await screen.findByTestId('total-planned')).toHaveTextContent('1.116,00 €');
    expect(screen.getByRole('heading', { name: 'Kosten' })).toBeInTheDocument();
    expect(screen.getByText('Spanne 808,20 € – 1.423,80 € (mit Schätzungen)')).toBeInTheDocument();
    expect(screen.getByText('Geplant: 116,00 € über dem Budget')).toBeInTheDocument();
    expect(screen.getByText('Ausgegeben: 910,00 € unter dem Budget')).toBeInTheDocument();

    const table = screen.getByRole('table', { name: 'Kosten nach Kategorie' });
    expect(within(table).getByRole('rowheader', { name: 'Unterkunft' })).toBeInTheDocument();
    expect(within(table).getByRole('columnheader', { name: 'Tatsächlich' })).toBeInTheDocument();

    const line = screen.getByRole('listitem', { name: 'Hotel in Lissabon' });
    expect(within(line).getByText('Schätzung')).toBeInTheDocument();
    expect(within(line).getByText('1.026,00 €')).toBeInTheDocument();
    expect(within(line).getByText('718,20 € – 1.333,80 €')).toBeInTheDocument();
    expect(
      within(line).getByText(
        '3 nights at €342 a night, 1 room. Quelle: Eurostat HICP, Datenstand 1. Okt. 2025.',
      ),
    ).toBeInTheDocument();
    expect(
      within(line).getByRole('button', { name: 'Hotel in Lissabon bearbeiten' }),
    ).toBeVisible();
  });

  it('words an estimate from the server’s phrases: its label and basis in German', async () => {
    const phrased: CostItem = {
      ...lodging,
      label: 'Lodging, 3 nights, 1 room',
      estimate: {
        ...lodging.estimate!,
        basis: 'The server’s English sentence.',
        labelPhrase: { code: 'label_lodging', params: { nights: 3, rooms: 1 } },
        basisPhrases: [
          {
            code: 'lodging_rate',
            params: {
              nights: 3,
              rooms: 1,
              area: 'Lisbon',
              rates: [{ amount: 28000, currency: 'USD' }],
            },
          },
          {
            code: 'converted',
            params: {
              currency: 'USD',
              rate: '0.855871',
              source: 'ECB reference rates',
              date: '2026-04-13',
            },
          },
        ],
      },
    };
    renderInGerman({ ...plan, items: [phrased, dinner] });
    const line = await screen.findByRole('listitem', { name: 'Unterkunft, 3 Nächte, 1 Zimmer' });
    expect(
      within(line).getByText(
        '3 Nächte × 1 Zimmer zum Tagegeldsatz der US-Regierung für Unterkunft in Lisbon (280 $ pro Nacht, ohne Steuern), ein Richtwert der mittleren Preisklasse, kein Angebot. ' +
          'Umgerechnet aus USD zum Kurs 0,855871 (ECB reference rates, 13. Apr. 2026). Quelle: Eurostat HICP, Datenstand 1. Okt. 2025.',
      ),
    ).toBeInTheDocument();
    expect(
      within(line).getByRole('button', { name: 'Unterkunft, 3 Nächte, 1 Zimmer bearbeiten' }),
    ).toBeVisible();
  });

  it('words a converted line, its split and who owes whom in German', async () => {
    renderInGerman();
    const line = await screen.findByRole('listitem', { name: 'Abendessen' });
    expect(
      within(line).getByText(
        'Eingegeben als geplant 100,00 $, tatsächlich 100,00 $; umgerechnet zum Kurs 0,9 (ECB euro reference rates, 13. Apr. 2026).',
      ),
    ).toBeInTheDocument();
    expect(
      within(line).getByText(
        'Bezahlt von Ana · zu gleichen Teilen aufgeteilt unter Ana, Ben und Cat',
      ),
    ).toBeInTheDocument();
    const balances = screen.getByRole('table', { name: 'Salden' });
    expect(within(balances).getByText('bekommt 60,00 €')).toBeInTheDocument();
    expect(within(balances).getAllByText('schuldet 30,00 €')).toHaveLength(2);
    expect(screen.getByText('Ben zahlt Ana 30,00 €')).toBeInTheDocument();
  });

  it('names an account no longer on the trip in German', async () => {
    const [first, ...rest] = plan.balances;
    const [transfer] = plan.settleUp;
    renderInGerman({
      ...plan,
      balances: [{ ...first!, name: 'Former traveller', isFormer: true }, ...rest],
      settleUp: [
        { ...transfer!, to: { ...transfer!.to, name: 'Former traveller', isFormer: true } },
      ],
    });
    const balances = await screen.findByRole('table', { name: 'Salden' });
    expect(within(balances).getByText('Ehemalige(r) Reisende(r)')).toBeInTheDocument();
    expect(screen.getByText('Ben zahlt Ehemalige(r) Reisende(r) 30,00 €')).toBeInTheDocument();
  });

  it('opens the cost dialog in German and words its errors', async () => {
    const { user } = renderInGerman();
    await screen.findByTestId('total-planned');
    await user.click(screen.getByRole('button', { name: 'Kosten hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kosten hinzufügen' });
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(within(dialog).getByText('Gib dem Posten eine Bezeichnung.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Bezeichnung' })).toHaveFocus();
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });
});

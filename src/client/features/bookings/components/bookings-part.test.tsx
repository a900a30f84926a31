import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Booking, BookingInput } from '#shared/contracts/bookings';
import { COST_CATEGORIES } from '#shared/contracts/costs';
import { theme } from '#client/app/theme';
import { mockApi } from '#tests/client/mock-api';
import { BookingsPart } from './bookings-part';

const tripId = '11111111-1111-4111-8111-111111111111';
const listPath = `/api/trips/getaway/${tripId}/bookings`;
const flightId = '22222222-2222-4222-8222-222222222222';
const hotelId = '33333333-3333-4333-8333-333333333333';
const fileId = '44444444-4444-4444-8444-444444444444';
const lineId = '55555555-5555-4555-8555-555555555555';

const place = (code: string | null, name: string) => ({
  code,
  name,
  address: '',
  lat: null,
  lng: null,
});

const flight: Booking = {
  _id: flightId,
  kind: 'flight',
  title: 'Flight to Paris',
  provider: 'TAP Air Portugal',
  confirmationCode: 'X7K2QP',
  start: { date: '2025-06-03', time: '10:05', timeZone: 'Europe/Lisbon' },
  end: { date: '2025-06-03', time: '16:40', timeZone: 'Europe/Paris' },
  from: place('LIS', 'Lisbon'),
  to: place('ORY', 'Paris Orly'),
  legs: [
    {
      number: 'TP 1234',
      carrier: 'TAP',
      from: place('LIS', 'Lisbon'),
      to: place('OPO', 'Porto'),
      departs: { date: '2025-06-03', time: '10:05', timeZone: 'Europe/Lisbon' },
      arrives: { date: '2025-06-03', time: '11:00', timeZone: 'Europe/Lisbon' },
    },
    {
      number: 'TP 456',
      carrier: 'TAP',
      from: place('OPO', 'Porto'),
      to: place('ORY', 'Paris Orly'),
      departs: { date: '2025-06-03', time: '13:10', timeZone: 'Europe/Lisbon' },
      arrives: { date: '2025-06-03', time: '16:40', timeZone: 'Europe/Paris' },
    },
  ],
  travellers: ['Ada Lovelace', 'Grace Hopper'],
  price: { amount: 24580, currency: 'EUR' },
  notes: '',
  costLineId: lineId,
  files: [
    {
      _id: fileId,
      name: 'boarding-pass.pdf',
      type: 'application/pdf',
      bytes: 250_000,
      createdAt: '2025-05-01T10:00:00.000Z',
    },
  ],
  createdAt: '2025-05-01T10:00:00.000Z',
  updatedAt: '2025-05-01T10:00:00.000Z',
};

const hotel: Booking = {
  ...flight,
  _id: hotelId,
  kind: 'stay',
  title: 'Hotel Le Marais',
  provider: 'Booking.com',
  confirmationCode: '',
  start: { date: '2025-06-03', time: '15:00', timeZone: 'Europe/Paris' },
  end: { date: '2025-06-05', time: '11:00', timeZone: 'Europe/Paris' },
  from: place(null, 'Hotel Le Marais'),
  to: null,
  legs: [],
  travellers: [],
  price: null,
  costLineId: null,
  files: [],
};

function renderPart({ canEdit = true } = {}) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <BookingsPart tripId={tripId} currency="EUR" canEdit={canEdit} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { user: userEvent.setup() };
}

/** Types a whole value at once, as a phone's keyboard suggestion does: the form is long. */
async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

const card = (title: string) => screen.getByRole('listitem', { name: title });

describe('BookingsPart', { timeout: 30_000 }, () => {
  it('lists the bookings in order at each place’s own time, with legs, code, travellers, price and files', async () => {
    mockApi({
      [`GET ${listPath}`]: { status: 200, body: { bookings: [flight, hotel] } },
      [`GET /api/trips/getaway/${tripId}/costs`]: {
        status: 200,
        body: {
          currency: 'EUR',
          items: [
            {
              _id: lineId,
              category: 'airfare',
              label: 'Flights to Paris',
              planned: null,
              actual: { amount: 24580, currency: 'EUR' },
              notes: '',
              source: 'traveller',
              estimate: null,
              conversion: null,
              paidBy: null,
              split: null,
              version: '2025-05-01T10:00:00.000000Z',
            },
          ],
          totals: {
            planned: { amount: 0, currency: 'EUR' },
            actual: { amount: 24580, currency: 'EUR' },
            low: { amount: 0, currency: 'EUR' },
            high: { amount: 0, currency: 'EUR' },
            byCategory: Object.fromEntries(
              COST_CATEGORIES.map((category) => [
                category,
                { planned: { amount: 0, currency: 'EUR' }, actual: { amount: 0, currency: 'EUR' } },
              ]),
            ),
          },
          budget: null,
          travellers: [],
          balances: [],
          settleUp: [],
        },
      },
    });
    renderPart();
    expect(screen.getByRole('heading', { level: 2, name: 'Bookings' })).toBeVisible();
    expect(screen.getByText('Loading...')).toBeVisible();
    await screen.findByRole('heading', { level: 3, name: 'Flight to Paris' });
    expect(
      screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent),
    ).toEqual(['Flight to Paris', 'Hotel Le Marais']);

    const trip = card('Flight to Paris');
    expect(within(trip).getByText('Flight · TAP Air Portugal')).toBeVisible();
    expect(within(trip).getByText('Starts: Tue 3 Jun 2025, 10:05 (Lisbon)')).toBeVisible();
    expect(within(trip).getByText('Ends: Tue 3 Jun 2025, 16:40 (Paris)')).toBeVisible();
    expect(within(trip).getByText('Lisbon (LIS) → Paris Orly (ORY)')).toBeVisible();
    const legs = within(trip).getByRole('list', { name: 'Legs of Flight to Paris' });
    expect(within(legs).getByText('TP 1234 · TAP: Lisbon (LIS) → Porto (OPO)')).toBeVisible();
    expect(
      within(legs).getByText(
        'Departs Tue 3 Jun 2025, 13:10 (Lisbon) · arrives Tue 3 Jun 2025, 16:40 (Paris)',
      ),
    ).toBeVisible();
    expect(within(trip).getByText('X7K2QP')).toBeVisible();
    expect(within(trip).getByText('Travellers: Ada Lovelace, Grace Hopper')).toBeVisible();
    expect(within(trip).getByText('Paid €245.80')).toBeVisible();
    expect(
      await within(trip).findByText('The actual of the cost line "Flights to Paris"'),
    ).toBeVisible();
    expect(within(trip).getByRole('button', { name: 'Download boarding-pass.pdf' })).toBeVisible();
    expect(within(trip).getByText('244 KB')).toBeVisible();

    const stay = card('Hotel Le Marais');
    expect(within(stay).getByText('Check-in: Tue 3 Jun 2025, 15:00 (Paris)')).toBeVisible();
    expect(within(stay).getByText('Check-out: Thu 5 Jun 2025, 11:00 (Paris)')).toBeVisible();
  });

  it('says what to do when there are no bookings, and shows a failed load with Retry', async () => {
    const api = mockApi({
      [`GET ${listPath}`]: {
        status: 500,
        body: { msg: 'Something went wrong.', code: 'internal_error' },
      },
    });
    const { user } = renderPart();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong.');
    expect(screen.queryByText(/No bookings yet/)).not.toBeInTheDocument();
    api.handlers[`GET ${listPath}`] = { status: 200, body: { bookings: [] } };
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByText(
        'No bookings yet. Add your flights, stays and tickets, or import them from a confirmation e-mail, a calendar file, a wallet pass or a PDF.',
      ),
    ).toBeVisible();
  });

  it('shows a viewer everything but no control that changes anything', async () => {
    mockApi({ [`GET ${listPath}`]: { status: 200, body: { bookings: [flight] } } });
    renderPart({ canEdit: false });
    await screen.findByRole('heading', { level: 3, name: 'Flight to Paris' });
    expect(screen.getByText('X7K2QP')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Download boarding-pass.pdf' })).toBeVisible();
    for (const name of [
      'Add booking',
      'Import',
      'Edit Flight to Paris',
      'Delete Flight to Paris',
      'Delete boarding-pass.pdf',
    ])
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Attach a ticket to Flight to Paris')).not.toBeInTheDocument();
  });

  it('adds a booking from the form, price in minor units and time at the chosen zone', async () => {
    const api = mockApi({
      [`GET ${listPath}`]: { status: 200, body: { bookings: [] } },
      [`POST ${listPath}`]: (call) => ({
        status: 201,
        body: { ...hotel, ...(call.body as object) },
      }),
    });
    const { user } = renderPart();
    await user.click(await screen.findByRole('button', { name: 'Add booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add booking' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Kind' }));
    await user.click(screen.getByRole('option', { name: 'Stay' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('title is required.')).toBeVisible();
    expect(within(dialog).getByText('Choose a date.')).toBeVisible();
    expect(api.writes()).toHaveLength(0);

    await fill(user, within(dialog).getByRole('textbox', { name: 'Title' }), 'Hotel Le Marais');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Confirmation code' }), 'HM-77');
    await user.type(within(dialog).getByLabelText('Check-in date'), '2025-06-03');
    await user.type(within(dialog).getByLabelText('Check-in time'), '15:00');
    const zone = within(dialog).getByRole('combobox', { name: 'Check-in time zone' });
    // The typed text replaces the zone shown, so the list opens on the matches alone.
    await user.tripleClick(zone);
    await user.paste('Paris');
    await user.click(await screen.findByRole('option', { name: 'Europe/Paris' }));
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'Place name' }),
      'Hotel Le Marais',
    );
    await fill(user, within(dialog).getByRole('textbox', { name: 'Travellers' }), 'Ada\nGrace');
    await fill(user, within(dialog).getByRole('textbox', { name: 'Price paid' }), '312.50');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toEqual({
      kind: 'stay',
      title: 'Hotel Le Marais',
      provider: '',
      confirmationCode: 'HM-77',
      start: { date: '2025-06-03', time: '15:00', timeZone: 'Europe/Paris' },
      end: null,
      from: { code: null, name: 'Hotel Le Marais', address: '', lat: null, lng: null },
      to: null,
      legs: [],
      travellers: ['Ada', 'Grace'],
      price: { amount: 31250, currency: 'EUR' },
      notes: '',
    });
    expect(await screen.findByText('Booking added.')).toBeVisible();
  });

  it('changes a booking: the form starts from it, and the whole booking is sent back', async () => {
    const api = mockApi({
      [`GET ${listPath}`]: { status: 200, body: { bookings: [hotel] } },
      [`PUT ${listPath}/${hotelId}`]: (call) => ({
        status: 200,
        body: { ...hotel, ...(call.body as object) },
      }),
    });
    const { user } = renderPart();
    await user.click(await screen.findByRole('button', { name: 'Edit Hotel Le Marais' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit booking' });
    expect(within(dialog).getByRole('textbox', { name: 'Title' })).toHaveValue('Hotel Le Marais');
    expect(within(dialog).getByLabelText('Check-in date')).toHaveValue('2025-06-03');
    expect(within(dialog).getByRole('combobox', { name: 'Check-in time zone' })).toHaveValue(
      'Europe/Paris',
    );
    await fill(user, within(dialog).getByRole('textbox', { name: 'Notes' }), 'Late arrival');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.body).toMatchObject({
      kind: 'stay',
      title: 'Hotel Le Marais',
      start: { date: '2025-06-03', time: '15:00', timeZone: 'Europe/Paris' },
      end: { date: '2025-06-05', time: '11:00', timeZone: 'Europe/Paris' },
      notes: 'Late arrival',
    });
    expect(await screen.findByText('Booking saved.')).toBeVisible();
  });

  it('downloads a ticket with the session, and deletes one once asked', async () => {
    const filePath = `${listPath}/${flightId}/files/${fileId}`;
    const api = mockApi({
      [`GET ${listPath}`]: { status: 200, body: { bookings: [flight] } },
      [`GET ${filePath}`]: { status: 200, text: '%PDF-1.4', contentType: 'application/pdf' },
      [`DELETE ${filePath}`]: { status: 200, body: { msg: 'File deleted.' } },
    });
    const saved: string[] = [];
    // jsdom has no object URLs: the file's blob gets a stand-in address.
    const objectUrls = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:ticket');
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    try {
      const { user } = renderPart();
      await user.click(await screen.findByRole('button', { name: 'Download boarding-pass.pdf' }));
      await waitFor(() => expect(saved).toEqual(['boarding-pass.pdf']));
      expect(api.calls.some((call) => call.method === 'GET' && call.path === filePath)).toBe(true);

      await user.click(screen.getByRole('button', { name: 'Delete boarding-pass.pdf' }));
      const question = await screen.findByRole('alertdialog');
      expect(question).toHaveTextContent('Delete the file boarding-pass.pdf?');
      await user.click(within(question).getByRole('button', { name: 'Delete' }));
      await waitFor(() => expect(api.writes().map((call) => call.url)).toEqual([filePath]));
    } finally {
      click.mockRestore();
      objectUrls.mockRestore();
    }
  });

  it('asks about the cost line before deleting a booking that has one', async () => {
    const api = mockApi({
      [`GET ${listPath}`]: { status: 200, body: { bookings: [flight] } },
      [`DELETE ${listPath}/${flightId}`]: { status: 200, body: { msg: 'Booking deleted.' } },
    });
    const { user } = renderPart();
    await user.click(await screen.findByRole('button', { name: 'Delete Flight to Paris' }));
    const question = await screen.findByRole('alertdialog');
    expect(question).toHaveTextContent(
      'Delete "Flight to Paris"? Its price is the actual of a cost line: keep the line, or delete it too?',
    );
    expect(within(question).getByRole('button', { name: 'Keep the cost line' })).toBeVisible();
    await user.click(within(question).getByRole('button', { name: 'Delete it too' }));
    await waitFor(() => expect(api.writes()).toHaveLength(1));
    expect(api.writes()[0]?.url).toBe(`${listPath}/${flightId}?costLine=delete`);
    expect(await screen.findByText('Booking deleted.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Bookings' })).toHaveFocus();
  });

  it('imports pasted text as drafts, lets the traveller untick one, and saves the rest', async () => {
    const draft = (title: string): BookingInput => ({
      kind: 'flight',
      title,
      provider: 'TAP Air Portugal',
      confirmationCode: 'X7K2QP',
      start: { date: '2025-06-03', time: '10:05', timeZone: 'Europe/Lisbon' },
      end: null,
      from: place('LIS', 'Lisbon'),
      to: place('ORY', 'Paris Orly'),
      legs: [],
      travellers: ['Ada Lovelace'],
      price: { amount: 24580, currency: 'EUR' },
      notes: '',
    });
    const api = mockApi({
      [`GET ${listPath}`]: { status: 200, body: { bookings: [] } },
      [`POST ${listPath}/import`]: {
        status: 200,
        body: { drafts: [draft('Flight to Paris'), draft('Flight home')] },
      },
      [`POST ${listPath}`]: { status: 201, body: flight },
    });
    const { user } = renderPart();
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import bookings' });
    await user.click(
      within(dialog).getByRole('textbox', { name: 'Or paste the e-mail or calendar text' }),
    );
    await user.paste('<script>alert(1)</script> Your flight TP 1234');
    await user.click(within(dialog).getByRole('button', { name: 'Read the pasted text' }));
    expect(
      await within(dialog).findByText(
        'Found 2 bookings. Check them, change what is wrong, untick any you do not want, then save.',
      ),
    ).toBeVisible();
    expect(api.calls.find((call) => call.path === `${listPath}/import`)?.body).toEqual({
      text: '<script>alert(1)</script> Your flight TP 1234',
    });
    expect(within(dialog).getAllByText('Tue 3 Jun 2025, 10:05 (Lisbon)')).toHaveLength(2);
    await user.click(within(dialog).getByRole('checkbox', { name: /Flight home/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save 1 booking' }));
    await waitFor(() =>
      expect(api.writes().filter((call) => call.path === listPath)).toHaveLength(1),
    );
    expect(api.writes().find((call) => call.path === listPath)?.body).toMatchObject({
      title: 'Flight to Paris',
      price: { amount: 24580, currency: 'EUR' },
    });
    expect(await screen.findByText('1 booking saved.')).toBeVisible();
  });

  it('keeps the drafts not yet saved when one save fails, and says how many were saved', async () => {
    const draft = (title: string): BookingInput => ({
      kind: 'event',
      title,
      provider: '',
      confirmationCode: '',
      start: { date: '2025-06-04', time: '21:00', timeZone: 'Europe/Lisbon' },
      end: null,
      from: null,
      to: null,
      legs: [],
      travellers: [],
      price: null,
      notes: '',
    });
    let posts = 0;
    const api = mockApi({
      [`GET ${listPath}`]: { status: 200, body: { bookings: [] } },
      [`POST ${listPath}/import`]: {
        status: 200,
        body: { drafts: [draft('Fado night'), draft('Concert')] },
      },
      [`POST ${listPath}`]: () => {
        posts += 1;
        return posts === 1
          ? { status: 201, body: { ...hotel, title: 'Fado night' } }
          : {
              status: 409,
              body: { msg: 'This trip has 200 bookings already.', code: 'too_many_bookings' },
            };
      },
    });
    const { user } = renderPart();
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import bookings' });
    await fill(
      user,
      within(dialog).getByRole('textbox', { name: 'Or paste the e-mail or calendar text' }),
      'BEGIN:VCALENDAR',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Read the pasted text' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Save 2 bookings' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '1 booking was saved; the next was not: This trip has 200 bookings already.',
    );
    expect(within(dialog).queryByRole('checkbox', { name: /Fado night/ })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /Concert/ })).toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Save 1 booking' })).toBeEnabled();
    expect(api.writes()).toHaveLength(3);
  });

  it('refuses a file over 10 MB before sending it', async () => {
    const api = mockApi({ [`GET ${listPath}`]: { status: 200, body: { bookings: [] } } });
    const { user } = renderPart();
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import bookings' });
    await user.upload(
      within(dialog).getByLabelText('Choose a file'),
      new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'huge.eml', { type: 'message/rfc822' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'huge.eml is too large: an import reads 10 MB at most.',
    );
    expect(api.writes()).toHaveLength(0);
  });

  it('says in the server’s words when a file holds no booking', async () => {
    mockApi({
      [`GET ${listPath}`]: { status: 200, body: { bookings: [] } },
      [`POST ${listPath}/import`]: {
        status: 422,
        body: { msg: 'No booking found in this file', code: 'no_booking_found' },
      },
    });
    const { user } = renderPart();
    await user.click(await screen.findByRole('button', { name: 'Import' }));
    const dialog = await screen.findByRole('dialog', { name: 'Import bookings' });
    await user.upload(
      within(dialog).getByLabelText('Choose a file'),
      new File(['%PDF-1.4 nothing here'], 'receipt.pdf', { type: 'application/pdf' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No booking found in this file',
    );
    expect(within(dialog).queryByRole('button', { name: /^Save/ })).not.toBeInTheDocument();
  });

  it('attaches a ticket, and says plainly when a file is too large or of the wrong type', async () => {
    const api = mockApi({
      [`GET ${listPath}`]: { status: 200, body: { bookings: [hotel] } },
      [`POST ${listPath}/${hotelId}/files`]: {
        status: 415,
        body: { msg: 'A file must be a PDF or an image.', code: 'unsupported_file_type' },
      },
    });
    const { user } = renderPart();
    await screen.findByRole('heading', { level: 3, name: 'Hotel Le Marais' });
    const attach = screen.getByLabelText('Attach a ticket to Hotel Le Marais');
    await user.upload(
      attach,
      new File([new Uint8Array(11 * 1024 * 1024)], 'scan.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'scan.pdf is too large: a file may be 10 MB at most.',
    );
    expect(api.writes()).toHaveLength(0);

    await user.upload(attach, new File(['%PDF-1.4'], 'voucher.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('A file must be a PDF or an image.'),
    );
    expect(api.writes()[0]?.path).toBe(`${listPath}/${hotelId}/files`);
  });
});

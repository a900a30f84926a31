import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { theme } from '#client/app/theme';
import { mockApi, type Handlers } from '#tests/client/mock-api';
import { CalendarLink } from './calendar-link';

const tripId = '11111111-1111-4111-8111-111111111111';
const calendarPath = `/api/trips/getaway/${tripId}/calendar`;
const token = 'q3Vx0aZ9_-bcDEfGhIjKlMnOpQrStUvWxYz0123456';
const link = {
  url: `https://trips.example.org/api/calendar/${token}.ics`,
  token,
  createdAt: '2026-05-04T10:00:00.000Z',
};
const renewed = {
  url: 'https://trips.example.org/api/calendar/RENEWEDzZ9_-bcDEfGhIjKlMnOpQrStUvWxYz01234.ics',
  token: 'RENEWEDzZ9_-bcDEfGhIjKlMnOpQrStUvWxYz01234',
  createdAt: '2026-05-06T10:00:00.000Z',
};
const inactive = { status: 200, body: { active: false, createdAt: null } };
const active = { status: 200, body: { active: true, createdAt: link.createdAt } };

function renderLink(handlers: Handlers) {
  const api = mockApi(handlers);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const user = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <CalendarLink tripId={tripId} />
      </QueryClientProvider>
    </ThemeProvider>,
  );
  return { ...api, user };
}

const section = () => screen.getByRole('region', { name: 'Add to your calendar' });

describe('CalendarLink', { timeout: 20_000 }, () => {
  it('says there is no link yet and offers to create one', async () => {
    renderLink({ [`GET ${calendarPath}`]: inactive });
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('No calendar link yet.')).toBeInTheDocument();
    expect(
      within(section()).getByText(
        'Follow this trip in Google Calendar, Apple Calendar or Outlook: its dates and every planned item with a time, kept up to date, through a private link.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Create calendar link' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Renew link' })).not.toBeInTheDocument();
  });

  it('creates the link and shows it once, read-only, with Copy and a webcal Subscribe link', async () => {
    const { user, writes } = renderLink({
      [`GET ${calendarPath}`]: inactive,
      [`POST ${calendarPath}`]: { status: 201, body: link },
    });
    await user.click(await screen.findByRole('button', { name: 'Create calendar link' }));

    const field = await screen.findByRole('textbox', { name: 'Calendar link' });
    expect(field).toHaveValue(link.url);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect(
      screen.getByText(
        'This link is shown only this once: anyone who has it can see this trip’s plan, so it is not kept where it could be read again. Copy it now; if you lose it, renew it.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Subscribe' })).toHaveAttribute(
      'href',
      `webcal://trips.example.org/api/calendar/${token}.ics`,
    );
    expect(
      screen.getByText(/Your calendar link has been active since May \d, 2026\./),
    ).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ method: 'POST', path: calendarPath })]);

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied.');
    expect(await navigator.clipboard.readText()).toBe(link.url);

    // Hidden, it is gone for good: the status never carries it.
    await user.click(screen.getByRole('button', { name: 'Hide link' }));
    expect(screen.queryByRole('textbox', { name: 'Calendar link' })).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(token);
  });

  it('shows an active link by its date only, never the link itself', async () => {
    renderLink({ [`GET ${calendarPath}`]: active });
    expect(
      await screen.findByText(/Your calendar link has been active since May \d, 2026\./),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Calendar link' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Renew link' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Stop sharing calendar' })).toBeEnabled();
  });

  it('renews after a confirmation and shows the new link', async () => {
    const { user, writes } = renderLink({
      [`GET ${calendarPath}`]: active,
      [`POST ${calendarPath}`]: { status: 201, body: renewed },
    });
    await user.click(await screen.findByRole('button', { name: 'Renew link' }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Renew the calendar link? Calendars subscribed to the current link stop updating.',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(writes()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Renew link' }));
    await user.click(
      within(
        screen.getByRole('alertdialog', {
          name: 'Renew the calendar link? Calendars subscribed to the current link stop updating.',
        }),
      ).getByRole('button', {
        name: 'Renew link',
      }),
    );
    expect(await screen.findByRole('textbox', { name: 'Calendar link' })).toHaveValue(renewed.url);
    expect(writes()).toHaveLength(1);
  });

  it('stops sharing after a confirmation, by keyboard, and forgets the shown link', async () => {
    let isActive = false;
    const { user, writes } = renderLink({
      [`GET ${calendarPath}`]: () => (isActive ? active : inactive),
      [`POST ${calendarPath}`]: () => {
        isActive = true;
        return { status: 201, body: link };
      },
      [`DELETE ${calendarPath}`]: () => {
        isActive = false;
        return { status: 200, body: { msg: 'The calendar link no longer works.' } };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create calendar link' }));
    await screen.findByRole('textbox', { name: 'Calendar link' });

    screen.getByRole('button', { name: 'Stop sharing calendar' }).focus();
    await user.keyboard('{Enter}');
    const dialog = screen.getByRole('alertdialog', {
      name: 'Stop sharing this trip’s calendar? Calendars subscribed to the link stop updating.',
    });
    // Cancel has the first focus: Tab to the confirming button.
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Stop sharing' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await screen.findByText('No calendar link yet.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Calendar link' })).not.toBeInTheDocument();
    expect(writes().map((call) => call.method)).toEqual(['POST', 'DELETE']);
  });

  it('says when the status cannot be loaded, and retries', async () => {
    let attempts = 0;
    const { user } = renderLink({
      [`GET ${calendarPath}`]: () => {
        attempts += 1;
        return attempts === 1 ? { status: 500, text: 'oops' } : inactive;
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The calendar link could not be loaded.');
    expect(screen.queryByText('No calendar link yet.')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No calendar link yet.')).toBeInTheDocument();
  });

  it('shows the server’s message when making the link fails', async () => {
    const { user } = renderLink({
      [`GET ${calendarPath}`]: inactive,
      [`POST ${calendarPath}`]: {
        status: 404,
        body: { msg: 'Trip not found', code: 'trip_not_found' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create calendar link' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Trip not found'));
    expect(screen.queryByRole('textbox', { name: 'Calendar link' })).not.toBeInTheDocument();
  });
});

import { ThemeProvider } from '@mui/material/styles';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { FIRST_LOGIN_KEY, SessionProvider } from '#client/app/session';
import { theme } from '#client/app/theme';
import { loggedInHandlers, mockApi, testUser, type Handlers } from '#tests/client/mock-api';
import { UnsubscribeNotice } from './unsubscribe-notice';

const token = `${testUser._id}.c2lnbmF0dXJl`;

function renderNotice(handlers: Handlers, shownToken = token) {
  const api = mockApi(handlers);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <StrictMode>
      <ThemeProvider theme={theme}>
        <QueryClientProvider client={queryClient}>
          <SessionProvider>
            <MemoryRouter>
              <UnsubscribeNotice token={shownToken} />
            </MemoryRouter>
          </SessionProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </StrictMode>,
  );
  return api;
}

const unsubscribed = { status: 200, body: { msg: 'E-mails are off.' } };

describe('UnsubscribeNotice', { timeout: 20_000 }, () => {
  it('turns e-mails off once as it opens and says where to turn them back on', async () => {
    const { writes } = renderNotice({ 'POST /api/notifications/unsubscribe': unsubscribed });
    expect(
      await screen.findByText('You will no longer get e-mails from Getaway Planner.'),
    ).toBeInTheDocument();
    expect(writes()).toMatchObject([
      {
        method: 'POST',
        url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`,
      },
    ]);
    expect(screen.getByText(/Changed your mind\? Turn them back on in your profile/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'log in' })).toHaveAttribute('href', '/login');
  });

  it('links a signed-in traveller straight to their profile', async () => {
    localStorage.setItem(FIRST_LOGIN_KEY, 'true');
    renderNotice({ ...loggedInHandlers(), 'POST /api/notifications/unsubscribe': unsubscribed });
    expect(await screen.findByRole('link', { name: 'your profile' })).toHaveAttribute(
      'href',
      `/profile/${testUser._id}`,
    );
  });

  it('says plainly when the link is not valid', async () => {
    renderNotice({
      'POST /api/notifications/unsubscribe': {
        status: 404,
        body: { msg: 'This unsubscribe link is not valid.', code: 'unsubscribe_link_invalid' },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This unsubscribe link is not valid: it may be cut short or changed. You can turn e-mails off in your profile (log in first).',
    );
  });

  it('sends nothing for a link without its token', async () => {
    const { writes } = renderNotice({}, '');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /This unsubscribe link is not valid/,
    );
    expect(writes()).toEqual([]);
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loggedInHandlers, mockApi } from '#tests/client/mock-api';
import { renderApp } from '#tests/client/render-app';

describe('Login form', { timeout: 20_000 }, () => {
  it('shows the server message when the password is wrong', async () => {
    mockApi({
      'POST /api/user/login': {
        status: 401,
        body: { msg: 'Invalid email or password.', code: 'invalid_credentials' },
      },
    });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'grace@example.com');
    await user.type(screen.getByLabelText(/Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('asks for both fields before sending anything', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter your email and password.',
    );
    expect(calls).toHaveLength(0);
  });

  it('logs in, sets the first-login flag and goes to My trips', async () => {
    const { calls } = mockApi({
      'POST /api/user/login': { status: 200, body: { accesstoken: 'token-1' } },
      ...loggedInHandlers(),
    });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'grace@example.com');
    await user.type(screen.getByLabelText(/Password/), 'a-long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-trip'));
    expect(calls[0]?.body).toEqual({
      email: 'grace@example.com',
      password: 'a-long-enough-password',
    });
    expect(localStorage.getItem('firstLogin')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'My trips screen' })).toBeInTheDocument();
  });

  it('goes back to the page that sent the visitor to log in (an invite), not My trips', async () => {
    sessionStorage.setItem('return-path', '/invite/abc');
    mockApi({
      'POST /api/user/login': { status: 200, body: { accesstoken: 'token-1' } },
      ...loggedInHandlers(),
    });
    const { user, router } = renderApp('/login');
    await user.type(await screen.findByLabelText(/Email/), 'grace@example.com');
    await user.type(screen.getByLabelText(/Password/), 'a-long-enough-password');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/invite/abc'));
    sessionStorage.clear();
  });
});

import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userMessages } from '#shared/contracts/users';
import { loggedInHandlers, mockApi, testUser } from '#tests/client/mock-api';
import { renderApp } from '#tests/client/render-app';

const filled = {
  'First Name': 'Grace',
  'Last Name': 'Hopper',
  Email: 'grace@example.com',
  Password: 'a-long-enough-password',
  City: 'Denver',
};

async function fillForm(user: ReturnType<typeof renderApp>['user'], zip = '80202') {
  // Pasting is one event per field; typing each character is slow and adds nothing here.
  for (const [label, value] of Object.entries(filled)) {
    await user.click(screen.getByLabelText(label, { exact: false }));
    await user.paste(value);
  }
  await user.type(screen.getByLabelText(/Date of Birth/), '1988-06-15');
  await user.selectOptions(screen.getByLabelText(/State/), 'CO');
  if (zip) await user.type(screen.getByLabelText(/Zip Code/), zip);
}

// MUI forms render slowly in jsdom on a busy machine; the default 5 s is too tight.
describe('Register form', { timeout: 20_000 }, () => {
  it('offers the 50 states after a first option reading Select State', async () => {
    mockApi({});
    renderApp('/register');
    const select = await screen.findByLabelText(/State/);
    const options = Array.from((select as HTMLSelectElement).options);
    expect(options[0]).toHaveTextContent('Select State');
    expect(options[0]).toHaveValue('');
    expect(options).toHaveLength(51);
    expect(options.map((option) => option.value)).not.toContain('DC');
  });

  it('gives every input its original name and a visible label', async () => {
    mockApi({});
    renderApp('/register');
    await screen.findByRole('heading', { level: 1, name: 'Register' });
    for (const name of [
      'fname',
      'lname',
      'email',
      'password',
      'birthday',
      'city',
      'state',
      'zip',
    ]) {
      const input = document.querySelector(`[name="${name}"]`);
      expect(input, name).not.toBeNull();
      expect(input).toBeRequired();
      expect(document.querySelector(`label[for="${input?.id}"]`), name).not.toBeNull();
    }
    expect(screen.getByLabelText(/Date of Birth/)).toHaveAttribute('type', 'date');
    expect(screen.getByLabelText(/Email/)).toHaveAttribute('type', 'email');
  });

  it('keeps only digits in the zip code, at most five', async () => {
    mockApi({});
    const { user } = renderApp('/register');
    const zip = await screen.findByLabelText(/Zip Code/);
    await user.type(zip, '8a0-2 0b2');
    expect(zip).toHaveValue('80202');
    await user.clear(zip);
    await user.type(zip, '1234567');
    expect(zip).toHaveValue('12345');
  });

  it('shows the zip message and sends nothing when the zip has fewer than five digits', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Register' });
    await fillForm(user, '802');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(userMessages.zipFiveDigits);
    expect(calls).toHaveLength(0);
  });

  it('requires every field and sends nothing while one is empty', async () => {
    const { calls } = mockApi({});
    const { user } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Register' });
    await fillForm(user, '');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(userMessages.allFieldsRequired);
    expect(calls).toHaveLength(0);
  });

  it('sends the original fields and goes to My trips after a successful registration', async () => {
    const { calls } = mockApi({
      'POST /api/user/register': { status: 201, body: { accesstoken: 'token-1' } },
      ...loggedInHandlers(),
    });
    const { user, router } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Register' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-trip'));
    expect(calls[0]).toMatchObject({
      method: 'POST',
      path: '/api/user/register',
      body: {
        fname: 'Grace',
        lname: 'Hopper',
        email: 'grace@example.com',
        password: 'a-long-enough-password',
        birthday: '1988-06-15',
        city: 'Denver',
        state: 'CO',
        zip: '80202',
      },
    });
    expect(localStorage.getItem('firstLogin')).not.toBeNull();
    expect(await screen.findByRole('heading', { name: 'My trips screen' })).toBeInTheDocument();
    // The signed-in header is its own chunk, so it may arrive a moment after the screen.
    expect(await screen.findByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      `/profile/${testUser._id}`,
    );
  });

  it('shows the server message when the email is already registered', async () => {
    mockApi({
      'POST /api/user/register': {
        status: 409,
        body: { msg: 'This email is already registered.', code: 'email_taken' },
      },
    });
    const { user, router } = renderApp('/register');
    await screen.findByRole('heading', { name: 'Register' });
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This email is already registered.');
    expect(router.state.location.pathname).toBe('/register');
  });
});

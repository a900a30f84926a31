import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { userMessages, type Profile } from '#shared/contracts/users';
import { loggedInHandlers, mockApi, testUser } from '#tests/client/mock-api';
import { renderApp } from '#tests/client/render-app';

const profile: Profile = {
  ...testUser,
  birthday: '1988-06-15',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
};
const profilePath = `/api/user/profile/${testUser._id}`;

/** A logged-in traveller on their own profile; PUT answers whatever the test says. */
async function openProfile(put?: () => { status: number; body?: unknown }) {
  localStorage.setItem('firstLogin', 'true');
  let current = profile;
  const api = mockApi({
    ...loggedInHandlers(),
    [`GET ${profilePath}`]: () => ({ status: 200, body: current }),
    [`PUT ${profilePath}`]: (call) => {
      const reply = put?.() ?? { status: 200, body: { ...current, ...(call.body as object) } };
      if (reply.status === 200) current = reply.body as Profile;
      return reply;
    },
  });
  const app = renderApp(`/profile/${testUser._id}`);
  await screen.findByRole('heading', { level: 1, name: 'Profile' });
  const puts = () => api.calls.filter((call) => call.method === 'PUT');
  return { ...app, ...api, puts };
}

function field(label: RegExp) {
  return screen.getByLabelText(label) as HTMLInputElement;
}

describe('Profile form', { timeout: 20_000 }, () => {
  it('shows the loaded profile read-only, with no Save button until Edit', async () => {
    await openProfile();
    expect(field(/First Name/)).toHaveValue('Grace');
    for (const label of [/First Name/, /Last Name/, /Date of Birth/, /City/, /State/, /Zip Code/]) {
      expect(field(label)).toHaveAttribute('readonly');
    }
    expect(field(/State/)).toHaveValue('Colorado');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/my-trip');
  });

  it('makes the fields editable and shows Save while editing, and Edit becomes Cancel', async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    expect(field(/First Name/)).not.toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: /State/ })).toHaveValue('CO');
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(field(/First Name/)).toHaveAttribute('readonly');
  });

  it('restores the loaded values on Cancel', async () => {
    const { user } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(field(/City/));
    await user.type(field(/City/), 'Boulder');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(field(/City/)).toHaveValue('Denver');
  });

  it('runs the four checks in their set order, each stopping the save', async () => {
    const { user, puts } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    // Break every rule at once; fixing them one by one reveals the next message in order.
    await user.clear(field(/City/));
    await user.clear(field(/First Name/));
    await user.type(field(/First Name/), 'Gr4ce');
    await user.clear(field(/Last Name/));
    await user.type(field(/Last Name/), 'H0pper');
    await user.clear(field(/Zip Code/));
    await user.type(field(/Zip Code/), '802');
    const save = () => user.click(screen.getByRole('button', { name: 'Save' }));

    await save();
    expect(screen.getByRole('alert')).toHaveTextContent(userMessages.allFieldsRequired);
    await user.type(field(/City/), 'Boulder');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent(userMessages.firstNameLetters);
    await user.clear(field(/First Name/));
    await user.type(field(/First Name/), 'Grace');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent(userMessages.lastNameLetters);
    await user.clear(field(/Last Name/));
    await user.type(field(/Last Name/), 'Hopper');
    await save();
    expect(screen.getByRole('alert')).toHaveTextContent(userMessages.zipFiveDigits);
    expect(puts()).toHaveLength(0);
  });

  it('asks for every field when the state is unselected', async () => {
    const { user, puts } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /State/ }), '');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('alert')).toHaveTextContent(userMessages.allFieldsRequired);
    expect(puts()).toHaveLength(0);
  });

  it('saves, leaves edit mode and shows the fresh data without reloading', async () => {
    const { user, puts } = await openProfile();
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.clear(field(/City/));
    await user.type(field(/City/), 'Boulder');
    await user.selectOptions(screen.getByRole('combobox', { name: /State/ }), 'WY');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument(),
    );
    expect(puts()[0]?.body).toEqual({
      fname: 'Grace',
      lname: 'Hopper',
      birthday: '1988-06-15',
      city: 'Boulder',
      state: 'WY',
      zip: '80202',
    });
    expect(field(/City/)).toHaveValue('Boulder');
    expect(field(/State/)).toHaveValue('Wyoming');
    expect(screen.getByRole('alert')).toHaveTextContent('Your profile has been saved.');
  });

  it('sends a changed home currency as homeCurrency and reloads the user', async () => {
    const { user, puts, calls } = await openProfile();
    expect(field(/Home currency/)).toHaveValue('USD');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('combobox', { name: /Home currency/ }));
    await user.click(await screen.findByRole('option', { name: 'EUR' }));
    const infoCallsBefore = calls.filter((call) => call.path === '/api/user/infor').length;
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toMatchObject({ city: 'Denver', homeCurrency: 'EUR' });
    await waitFor(() =>
      expect(calls.filter((call) => call.path === '/api/user/infor').length).toBeGreaterThan(
        infoCallsBefore,
      ),
    );
  });

  it('logs a failed save and stays in edit mode', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { user } = await openProfile(() => ({
      status: 400,
      body: { msg: 'Date of birth must be a real date in the past.', code: 'validation_failed' },
    }));
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Date of birth must be a real date in the past.',
    );
    expect(warn).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  });

  it('shows User not found when the profile is missing', async () => {
    localStorage.setItem('firstLogin', 'true');
    mockApi({
      ...loggedInHandlers(),
      [`GET ${profilePath}`]: { status: 404, body: { msg: 'User not found', code: 'not_found' } },
    });
    renderApp(`/profile/${testUser._id}`);
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });

  it('hides the header and tabs on the profile screen', async () => {
    await openProfile();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Trips' })).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('contentinfo')).getByText('© 2025 Getaway Planner'),
    ).toBeVisible();
  });
});

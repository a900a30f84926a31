import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Profile } from '#shared/contracts/users';
import { loggedInHandlers, mockApi, testUser } from '#tests/client/mock-api';
import { renderApp } from '#tests/client/render-app';

const profile: Profile = {
  ...testUser,
  birthday: '1988-06-15',
  city: 'Denver',
  state: 'CO',
  zip: '80202',
  locale: null,
};
const profilePath = `/api/user/profile/${testUser._id}`;

describe("The profile's language", { timeout: 20_000 }, () => {
  it("saves the chosen language with the profile's own values, at once", async () => {
    localStorage.setItem('firstLogin', 'true');
    let current = profile;
    const api = mockApi({
      ...loggedInHandlers(),
      [`GET ${profilePath}`]: () => ({ status: 200, body: current }),
      [`PUT ${profilePath}`]: (call) => {
        current = { ...current, ...(call.body as object) };
        return { status: 200, body: current };
      },
    });
    const { user } = renderApp(`/profile/${testUser._id}`);
    await screen.findByRole('heading', { level: 1, name: 'Profile' });
    await user.click(screen.getByRole('combobox', { name: 'Language' }));
    await user.click(await screen.findByRole('option', { name: 'Deutsch' }));
    const puts = () => api.calls.filter((call) => call.method === 'PUT');
    await waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({
      fname: profile.fname,
      lname: profile.lname,
      birthday: '1988-06-15',
      city: 'Denver',
      state: 'CO',
      zip: '80202',
      locale: 'de',
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Your language has been saved.');
  });
});

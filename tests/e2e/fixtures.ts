import { randomUUID } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

export interface Account {
  fname: string;
  lname: string;
  email: string;
  password: string;
  birthday: string;
  city: string;
  state: string;
  zip: string;
}

/** A new traveller's details; every test gets its own, so tests never see each other's data. */
export function newAccount(overrides: Partial<Account> = {}): Account {
  return {
    fname: 'Grace',
    lname: 'Hopper',
    email: `e2e-${randomUUID()}@example.com`,
    password: 'a-long-enough-password',
    birthday: '1988-06-15',
    city: 'Denver',
    state: 'CO',
    zip: '80202',
    ...overrides,
  };
}

/**
 * Registers through the API inside the page's browser context, so the refresh cookie lands in the
 * browser, then sets the first-login flag as the app does: the next navigation is logged in.
 */
export async function registerAndLogIn(
  page: Page,
  account: Account = newAccount(),
): Promise<Account> {
  const response = await page.request.post('/api/user/register', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  await page.addInitScript(() => {
    if (!localStorage.getItem('firstLogin')) localStorage.setItem('firstLogin', 'true');
  });
  return account;
}

/** The trip page's parts, as its overview links to them. */
export const TRIP_PART_LINKS = [
  'Costs',
  'Plan',
  'Bookings',
  'Things to do',
  'When is it cheapest',
  'Other places',
  'Suggestions',
];

/**
 * Opens a part of the trip page as a traveller does, by its link in the overview: a part's charts
 * and map are drawn only as they come near the screen.
 */
export async function openTripPart(page: Page, link: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Parts of this trip' })
    .getByRole('link', { name: link, exact: true })
    .click();
}

/** Holds the app's scripts back until released, noting each one the page asked for. */
export async function holdAppScripts(page: Page) {
  let releaseScripts = () => {};
  const scriptsHeld = new Promise<void>((resolve) => (releaseScripts = resolve));
  const scriptRequests: string[] = [];
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    scriptRequests.push(route.request().url());
    await scriptsHeld;
    await route.continue();
  });
  return { scriptRequests, releaseScripts };
}

/** The access token for API setup calls made beside the UI (creating trips, lists). */
export async function accessToken(page: Page): Promise<string> {
  const response = await page.request.get('/api/user/refresh_token');
  expect(response.status()).toBe(200);
  return ((await response.json()) as { accesstoken: string }).accesstoken;
}

export const test = base.extend<{ account: Account }>({
  /** A registered, logged-in traveller for this test's page. */
  account: async ({ page }, use) => {
    await use(await registerAndLogIn(page));
  },
});

export { expect };

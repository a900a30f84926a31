import type { Page } from '@playwright/test';
import { accessToken, expect, newAccount, openTripPart, test } from './fixtures';
import { createTrips, daysFromToday } from './trip-api';

/**
 * The app installs and keeps the traveller's trips offline (docs/OFFLINE.md): after My trips and
 * a trip were viewed, with the network off, a reload shows both with the offline notice; a change
 * made offline is refused and changes nothing; after logout, offline, no trip shows.
 */

test.use({ serviceWorkers: 'allow' });

const OFFLINE_WRITE_MESSAGE =
  'You are offline, so this change was not saved. Try again when you are back online.';

/** Waits until the service worker controls the page, so what the page reads next is saved. */
async function controlledBy(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    }
  });
}

test('an installable app whose trips open offline, refusing changes until back online', async ({
  page,
  account,
}) => {
  void account;
  test.slow();
  const manifest = await page.request.get('/manifest.webmanifest');
  expect(manifest.status()).toBe(200);
  expect(await manifest.json()).toMatchObject({
    name: 'Getaway Planner',
    display: 'standalone',
    icons: expect.arrayContaining([expect.objectContaining({ sizes: '512x512' })]),
  });

  // Each build's worker stores exactly that build's shell, and is never cached by the browser, so
  // a new version takes over at once (it then deletes the old shell).
  const indexHtml = await (await page.request.get('/index.html')).text();
  const entry = /src="(\/assets\/index-[\w-]+\.js)"/.exec(indexHtml)?.[1];
  const worker = await page.request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(await worker.text()).toContain(`"${entry}"`);

  const [trip] = await createTrips(page, [
    {
      location_address: 'Lisbon, Lisbon, Portugal',
      trip_location: 'Lisbon',
      trip_start: daysFromToday(30),
      trip_end: daysFromToday(34),
    },
  ]);
  const token = await accessToken(page);
  const auth = { Authorization: `Bearer ${token}` };
  const estimate = await page.request.post(`/api/trips/getaway/${trip!._id}/costs/estimate`, {
    headers: auth,
    data: {},
  });
  expect(estimate.status()).toBe(200);

  // Online: My trips, then the trip with its costs and comparison, under the service worker.
  await page.goto('/my-trip');
  await controlledBy(page);
  await page.reload();
  const card = page.getByRole('article', { name: 'Lisbon, Lisbon, Portugal' }).first();
  await expect(card).toBeVisible();
  // The comparison is read with the trip, though its chart is drawn only when the traveller goes to it.
  const comparisonRead = page.waitForResponse(
    (response) => response.url().endsWith('/compare/dates') && response.ok(),
  );
  await card.getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lisbon, Lisbon, Portugal');
  // On a phone the overview may fill the screen, and a part is drawn as it comes near; the
  // address keeps the part, so the reload below opens there too.
  await openTripPart(page, 'Costs');
  const costs = page.getByRole('region', { name: 'Costs' });
  await expect(costs.getByTestId('total-planned')).toBeVisible({ timeout: 15_000 });
  const planned = await costs.getByTestId('total-planned').textContent();
  await comparisonRead;

  // Offline: the app opens the trip from what was saved, and says so; a reload does too.
  await page.context().setOffline(true);
  await page.reload();
  const notice = page.getByRole('status').filter({ hasText: 'You are offline.' });
  await expect(notice).toContainText(/Showing your trips as saved on this device on .+\./);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lisbon, Lisbon, Portugal');
  await expect(costs.getByTestId('total-planned')).toHaveText(planned!);
  await openTripPart(page, 'When is it cheapest');
  await expect(page.getByRole('list', { name: 'The cheapest dates' })).toBeVisible();

  // A change offline is refused with the message, and the server never sees it.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Edit trip' });
  await editor.getByLabel('Travellers').fill('3');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor.getByRole('alert')).toHaveText(OFFLINE_WRITE_MESSAGE);
  await editor.getByRole('button', { name: 'Cancel' }).click();

  // My trips, offline, from a fresh load.
  await page.goto('/my-trip');
  await expect(
    page.getByRole('article', { name: 'Lisbon, Lisbon, Portugal' }).first(),
  ).toBeVisible();
  await expect(notice).toBeVisible();

  // Back online: the trip is as it was.
  await page.context().setOffline(false);
  const saved = await page.request.get(`/api/trips/getaway/${trip!._id}`, { headers: auth });
  expect((await saved.json()) as { travellers: number }).toMatchObject({ travellers: 1 });

  // After logout, nothing of the traveller's is kept: offline, no trip shows.
  await page.goto('/my-trip');
  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/$/);
  expect(await page.evaluate(() => caches.has('saved-data-v1'))).toBe(false);
  await page.context().setOffline(true);
  await page.goto(`/trips/${trip!._id}`);
  await expect(page.getByText('Lisbon, Lisbon, Portugal')).toHaveCount(0);
  await page.goto('/my-trip');
  await expect(page.getByText('Please log in to view your trips.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('logging in through the login page installs the app for offline use, with no reload', async ({
  page,
}) => {
  const account = newAccount();
  expect((await page.request.post('/api/user/register', { data: account })).status()).toBe(201);
  await page.context().clearCookies();
  // The login page starts the app only once it is used, after the page has loaded.
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/my-trip$/);
  // The app registered its worker although the page had loaded before the app started.
  await controlledBy(page);
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('what My trips showed on the first visit, before the worker took over, opens offline', async ({
  page,
  account,
}) => {
  void account;
  test.slow();
  await createTrips(page, [
    {
      location_address: 'Porto, Porto, Portugal',
      trip_location: 'Porto',
      trip_start: daysFromToday(40),
      trip_end: daysFromToday(43),
    },
  ]);
  // The worker is registered only once the list is on screen, so the list is surely read before
  // the worker controls the page (on a first visit that order is a matter of timing).
  await page.addInitScript(() => {
    const container = navigator.serviceWorker;
    if (container.controller) return;
    const register = container.register.bind(container);
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    (window as unknown as { releaseWorker(): void }).releaseWorker = release;
    container.register = (...args) => released.then(() => register(...args));
  });
  const listRead = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/trips/getaway-trip',
  );
  await page.goto('/my-trip');
  const card = page.getByRole('article', { name: 'Porto, Porto, Portugal' }).first();
  await expect(card).toBeVisible();
  expect((await listRead).fromServiceWorker()).toBe(false);
  await page.evaluate(() => (window as unknown as { releaseWorker(): void }).releaseWorker());
  await controlledBy(page);

  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
  await expect(card).toBeVisible();
  await expect(page.getByText('Your trips could not be loaded.')).toHaveCount(0);
});

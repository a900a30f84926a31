import type { Page } from '@playwright/test';
import { expect, newAccount, test } from './fixtures';
import { createTrips, daysFromToday } from './trip-api';

/** Types a place and picks the suggestion matching `choice` with the arrow keys and Enter. */
async function pickPlace(page: Page, typed: string, choice: RegExp) {
  const combobox = page.getByRole('combobox');
  await combobox.fill(typed);
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  await expect(page.getByText('Place data © GeoNames, CC BY 4.0')).toBeVisible();
  const labels = await options.allTextContents();
  const index = labels.findIndex((label) => choice.test(label));
  expect(index, `no option like ${choice} in ${labels.join(' | ')}`).toBeGreaterThanOrEqual(0);
  // The first option is highlighted as the list opens.
  for (let step = 0; step < index; step += 1) await combobox.press('ArrowDown');
  await combobox.press('Enter');
  return labels[index]!;
}

test('searches Lisbon, creates a trip with dates and opens it', async ({ page, account }) => {
  void account;
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Where are you going?' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/my-trip');

  const label = await pickPlace(page, 'Lisbon', /^Lisbon, .*Portugal$/);
  const panel = page.getByRole('form', { name: 'Create your trip' });
  await expect(panel).toBeVisible();
  await expect(panel.getByText(label, { exact: true })).toBeVisible();
  const photo = panel.getByRole('img', { name: 'Lisbon' });
  await expect(photo).toBeVisible();
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await expect(panel.getByRole('heading', { name: 'Best times to go' })).toBeVisible();

  // The end may not be before the start; nothing is sent.
  const start = daysFromToday(10);
  const end = daysFromToday(14);
  await panel.locator('input[name="trip_start"]').fill(end);
  await panel.locator('input[name="trip_end"]').fill(start);
  await panel.getByRole('button', { name: 'Create' }).click();
  await expect(panel.getByText('The end date cannot be before the start date.')).toBeVisible();
  await expect(page).toHaveURL(/\/search$/);

  await panel.locator('input[name="trip_start"]').fill(start);
  await panel.locator('input[name="trip_end"]').fill(end);
  await panel.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/explore$/);

  const card = page.getByRole('article', { name: label });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/trips\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();
  await expect(page.getByRole('img', { name: 'Lisbon' })).toBeVisible();

  // No internet here: the weather box says so, or shows a reading when there is one.
  const weather = page.getByRole('region', { name: 'Weather now' });
  await expect(weather.getByText(/Failed to fetch weather data|-?\d+\.\d°C/)).toBeVisible({
    timeout: 15_000,
  });

  // Scrolled to, not jumped to: the page's Back below goes back to Explore.
  await page.locator('#suggestions').scrollIntoViewIfNeeded();
  await page.getByRole('button', { name: 'Show Suggestions' }).click();
  await expect(page.getByRole('button', { name: 'Hide Suggestions' })).toBeVisible();
  const suggestions = page.getByRole('region', { name: 'Suggestions' });
  await expect(suggestions).not.toHaveText(/Loading\.\.\./);
  await expect(suggestions).toHaveText(/\w+/);
  await page.getByRole('button', { name: 'Hide Suggestions' }).click();
  await expect(page.getByRole('button', { name: 'Show Suggestions' })).toBeVisible();

  // The cost plan replaced the Trip Instances placeholder and its sample cards.
  await expect(page.getByRole('heading', { name: 'Costs' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Trip Instances' })).toHaveCount(0);
  await expect(page.getByText('$1,500')).toHaveCount(0);

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/explore$/);
});

test('the full trip form on /add creates a trip', async ({ page, account }) => {
  void account;
  await page.goto('/add');
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const form = page.getByRole('form', { name: 'Create your trip' });
  await expect(form.getByRole('button', { name: 'Create' })).toBeDisabled();
  const label = await pickPlace(page, 'Kyoto', /^Kyoto, .*Japan$/);
  await expect(form.getByText(label, { exact: true })).toBeVisible();
  await form.locator('input[name="trip_start"]').fill(daysFromToday(30));
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole('article', { name: label })).toBeVisible();
});

test('another traveller’s trip reads Trip not found', async ({ page, account, playwright }) => {
  void account;
  const other = await playwright.request.newContext({
    baseURL: test.info().project.use.baseURL ?? '',
  });
  const registered = await other.post('/api/user/register', { data: newAccount() });
  expect(registered.status()).toBe(201);
  const { accesstoken } = (await registered.json()) as { accesstoken: string };
  const created = await other.post('/api/trips/getaway-trip', {
    headers: { Authorization: `Bearer ${accesstoken}` },
    data: {
      location_address: 'Oslo, Oslo, Norway',
      image_url: '/images/nature-water.svg',
      trip_location: 'Oslo',
    },
  });
  expect(created.status()).toBe(201);
  const { _id } = (await created.json()) as { _id: string };
  await other.dispose();

  await page.goto(`/trips/${_id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Trip not found' })).toBeVisible();
  await page.goto('/trips/not-a-trip-id');
  await expect(page.getByText('Trip not found')).toBeVisible();
  // Opened directly, Back goes to My trips.
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/my-trip$/);
});

test('the trip detail shows the chosen dates unshifted', async ({ page, account }) => {
  void account;
  const [trip] = await createTrips(page, [
    {
      location_address: 'Lisbon, Lisbon, Portugal',
      trip_location: 'Lisbon',
      trip_start: '2031-03-05',
      trip_end: '2031-03-09',
    },
  ]);
  await page.goto(`/trips/${trip!._id}`);
  await expect(page.getByText(/Mar 5, 2031 – Mar 9, 2031/)).toBeVisible();
});

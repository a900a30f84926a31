import type { Locator, Page } from '@playwright/test';
import { accessToken, expect, holdAppScripts, newAccount, openTripPart, test } from './fixtures';
import { createTrips, createWishlist } from './trip-api';

/**
 * When and where is a getaway cheapest, as a new traveller (home city Denver, CO; USD) would try
 * it, offline and with no keys: a 4-night New York City trip for 2 in October is compared across
 * the year and moved to January in one click, then compared with Chicago and Boston; Discover
 * then finds real cheaper destinations with reasons. Runs at 360 px and 1280 px.
 *
 * What depends on the server's shipped data, not on this client: that January's lodging in New
 * York is several hundred dollars cheaper than October's for two, and that a January window is
 * among the cheapest five the screen lists.
 */

/** Types a place in `scope`'s search and picks the suggestion matching `choice` by keyboard. */
async function pickPlace(scope: Locator, typed: string, choice: RegExp): Promise<string> {
  const combobox = scope.getByRole('combobox');
  await combobox.fill(typed);
  const options = scope.page().getByRole('listbox').getByRole('option');
  await expect(options.first())
    .toBeVisible()
    .catch(async (error: unknown) => {
      // Say what the field held and where the focus was: once a jump took the focus from it.
      const field = await combobox.inputValue().catch(() => '(no field)');
      const focus = await scope
        .page()
        .evaluate(() => document.activeElement?.outerHTML.slice(0, 160) ?? '(none)');
      throw new Error(
        `No suggestions for "${typed}": the field holds "${field}", the focus is on ${focus}, ` +
          `at ${scope.page().url()}`,
        { cause: error },
      );
    });
  const labels = await options.allTextContents();
  const index = labels.findIndex((label) => choice.test(label));
  expect(index, `no option like ${choice} in ${labels.join(' | ')}`).toBeGreaterThanOrEqual(0);
  for (let step = 0; step < index; step += 1) await combobox.press('ArrowDown');
  await combobox.press('Enter');
  return labels[index]!;
}

/** No part of the page is wider than the screen. */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The next October 11 at least three weeks away, so it lies in the year the comparison spans. */
function nextOctober(): { start: string; end: string } {
  const today = new Date();
  const cutoff = new Date(today.getFullYear(), today.getMonth(), today.getDate() + 21);
  const thisYear = new Date(today.getFullYear(), 9, 11);
  const year = thisYear >= cutoff ? today.getFullYear() : today.getFullYear() + 1;
  return { start: `${year}-10-11`, end: `${year}-10-15` };
}

const dollars = (text: string) => Number(text.replace(/[$,]/g, ''));

test('moves an October New York trip to cheaper January, compares places, and discovers', async ({
  page,
  account,
}) => {
  test.slow();
  void account;
  const october = nextOctober();

  // A 4-night New York City trip in October.
  await page.goto('/search');
  const label = await pickPlace(page.locator('body'), 'New York', /^New York\b.*United States$/);
  const form = page.getByRole('form', { name: 'Create your trip' });
  await form.locator('input[name="trip_start"]').fill(october.start);
  await form.locator('input[name="trip_end"]').fill(october.end);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await page.getByRole('article', { name: label }).getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();

  // For two, from the home city (Denver).
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Edit trip' });
  await editor.getByLabel('Travellers').fill('2');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText(/^2 travellers from /)).toBeVisible();

  // Typical weather for October, with its credit.
  const typical = page.getByRole('region', { name: 'Typical for your dates' });
  await expect(typical.getByText(/^October: day -?\d+ °C/)).toBeVisible({ timeout: 15_000 });
  await expect(typical.getByText(/Sunshine Atlas/)).toBeVisible();

  // When is it cheapest? January, by several hundred dollars of lodging.
  await openTripPart(page, 'When is it cheapest');
  const dates = page.getByRole('region', { name: 'When is it cheapest?' });
  const cheapest = dates.getByRole('list', { name: 'The cheapest dates' });
  await expect(cheapest).toBeVisible({ timeout: 15_000 });
  await expect(dates.getByTestId('around-your-dates')).toContainText('Around your dates (Oct');
  // The chart draws the airfare's season and marks the long weekends of the next 52 weeks. It
  // is drawn when it comes near the screen.
  await dates.getByTestId('around-your-dates').scrollIntoViewIfNeeded();
  await expect(dates.getByText('Airfare (its season)')).toBeVisible();
  await expect(dates.getByText('Long weekend or holiday')).toBeVisible();
  await expect(dates.locator('.MuiChartsReferenceLine-root').first()).toBeAttached();
  const january = cheapest.getByRole('listitem', { name: /^Jan \d+ – / }).first();
  await expect(january).toBeVisible();
  await expect(january).toContainText(/Cheapest|About the same as the cheapest/);
  await expect(january).toContainText(/Typical weather: -?\d+ °C, \d+ mm rain/);
  const saving = (await january.textContent()) ?? '';
  // Overall the ranges may overlap ("about the same"), but the lodging saving is always told.
  const lodging =
    /though lodging is about (\$[\d,.]+) less|against your dates, (\$[\d,.]+) of it on lodging/.exec(
      saving,
    );
  expect(lodging, saving).not.toBeNull();
  expect(dollars((lodging![1] ?? lodging![2])!)).toBeGreaterThanOrEqual(200);
  await expectNoHorizontalOverflow(page);

  // Moved in one click.
  const januaryRange = (await january.getAttribute('aria-label')) ?? '';
  await january.getByRole('button', { name: /^Move my trip to these dates/ }).click();
  await expect(dates.getByRole('alert')).toHaveText(`Your trip now runs ${januaryRange}.`);
  await expect(page.getByText(/^Dates:/).locator('xpath=..')).toContainText('Jan');

  // Compared with Chicago and Boston, side by side; the table scrolls in its own box.
  // Reached as a traveller would, by its link: the search field is drawn as the part comes near.
  await page.getByRole('link', { name: 'Other places' }).click();
  const places = page.getByRole('region', { name: 'Compare with other places' });
  await pickPlace(places, 'Chicago', /^Chicago\b.*United States$/);
  await pickPlace(places, 'Boston', /^Boston\b.*United States$/);
  const table = places.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(3, { timeout: 15_000 });
  await expect(table.getByRole('columnheader').first()).toContainText('Your trip');
  await expect(table.getByRole('rowheader', { name: 'Total' })).toBeVisible();
  await expect(table.getByRole('button', { name: /^Switch my trip to this place/ })).toHaveCount(2);
  await expectNoHorizontalOverflow(page);

  // Discover, from My trips: United States, Anytime, $.
  await page.goto('/my-trip');
  await page.getByRole('link', { name: 'Discover' }).click();
  await expect(page).toHaveURL(/\/discover$/);
  await page.getByRole('combobox', { name: 'Location' }).selectOption('United States');
  await page.getByRole('button', { name: 'Anytime' }).click();
  await page.getByRole('button', { name: '$', exact: true }).click();
  const results = page.getByRole('region', { name: 'Destinations for you' });
  await expect(results.getByLabel('Starting city')).toHaveCount(0);
  const destinations = results.getByRole('list', { name: 'Destinations' }).getByRole('listitem');
  await expect(destinations.first()).toBeVisible({ timeout: 15_000 });
  expect(await destinations.count()).toBeGreaterThan(1);
  const first = destinations.first();
  await expect(first.getByRole('heading', { level: 3 })).toContainText('United States');
  await expect(first).toContainText(/About \$[\d,.]+ per person/);
  await expect(first.getByRole('button', { name: /^Plan this trip/ })).toBeVisible();
  await expect(results.getByText(/^From Denver, CO, United States/)).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

test('a wishlist compares its trips, cheapest first, each labelled', async ({ page, account }) => {
  void account;
  const year = new Date().getFullYear() + 1;
  const [newYork, chicago, undated] = await createTrips(page, [
    {
      location_address: 'New York, NY, United States',
      trip_location: 'New York',
      trip_start: `${year}-10-12`,
      trip_end: `${year}-10-16`,
    },
    {
      location_address: 'Chicago, IL, United States',
      trip_location: 'Chicago',
      trip_start: `${year}-10-12`,
      trip_end: `${year}-10-16`,
    },
    { location_address: 'Boston, MA, United States', trip_location: 'Boston' },
  ]);
  const list = await createWishlist(page, 'Autumn ideas', newYork!._id);
  const token = await accessToken(page);
  for (const trip of [chicago!, undated!]) {
    const added = await page.request.post(`/api/wishlist/addtrip/${list._id}`, {
      headers: { Authorization: `Bearer ${token}` },
      data: trip,
    });
    expect(added.ok(), await added.text()).toBe(true);
  }

  await page.goto(`/wishlist-detail/${list._id}`);
  const compared = page.getByRole('list', { name: 'Trips by total' });
  await expect(compared.getByRole('listitem')).toHaveCount(3, { timeout: 15_000 });
  // Chicago's October lodging and shorter flight make it cheaper than New York; Boston has no
  // dates to estimate from, so it comes last.
  await expect(compared.getByRole('listitem').nth(0)).toHaveAccessibleName(/^Chicago/);
  await expect(compared.getByRole('listitem').nth(1)).toHaveAccessibleName(/^New York/);
  await expect(compared.getByRole('listitem').nth(2)).toContainText('No dates to estimate');
  await expect(compared.getByRole('listitem').nth(0)).toContainText('Estimate');
  await expectNoHorizontalOverflow(page);
});

test('Discover shows a visitor its first step before any script, and keeps a location chosen then', async ({
  page,
}) => {
  const { scriptRequests, releaseScripts } = await holdAppScripts(page);
  await page.goto('/discover', { waitUntil: 'networkidle' });
  await expect(page).toHaveTitle('Discover · Getaway Planner');
  await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
  await expect(page.getByText('Step 1 of 3: Location')).toBeVisible();
  expect(scriptRequests).toEqual([]);

  // Chosen in the page drawn at build time: the app is fetched, and goes on from the choice.
  await page.getByRole('combobox', { name: 'Location' }).selectOption('Italy');
  await expect.poll(() => scriptRequests.length).toBeGreaterThan(0);
  await expect(page.getByRole('button', { name: 'Anytime' })).toHaveCount(0);
  releaseScripts();
  await expect(page.getByText('Step 2 of 3: Dates')).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Italy');
  await page.getByRole('button', { name: 'Anytime' }).click();
  await page.getByRole('button', { name: '$', exact: true }).click();
  await expect(page.getByText('You are looking for Italy, anytime, on a $ budget.')).toBeVisible();
});

test('a visitor picks a Discover destination, logs in, and finds it planned', async ({ page }) => {
  const account = newAccount();
  expect((await page.request.post('/api/user/register', { data: account })).status()).toBe(201);
  await page.context().clearCookies();

  await page.goto('/discover');
  await page.getByRole('combobox', { name: 'Location' }).selectOption('United States');
  await page.getByRole('button', { name: 'Anytime' }).click();
  await page.getByRole('button', { name: '$', exact: true }).click();
  const results = page.getByRole('region', { name: 'Destinations for you' });
  await results.getByLabel('Starting city').fill('Denver, CO, United States');
  await results.getByRole('button', { name: 'Show destinations' }).click();
  const first = results.getByRole('list', { name: 'Destinations' }).getByRole('listitem').first();
  await expect(first).toBeVisible({ timeout: 15_000 });
  const place = (await first.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await first.getByRole('button', { name: /^Log in to plan this trip/ }).click();

  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password').fill(account.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/trips\/[0-9a-f-]{36}$/, { timeout: 15_000 });
  await expect(page.getByRole('heading', { level: 1, name: place })).toBeVisible();
});

import type { Page } from '@playwright/test';
import { accessToken, expect, test, TRIP_PART_LINKS } from './fixtures';
import { createTrips, daysFromToday } from './trip-api';

/**
 * The trip page in parts, as a traveller on a phone (and a desktop) finds it: the overview on the
 * first screen, each part one tap away with an address of its own, Back to where they were; and
 * the trips screens' buttons in the page's flow, covering nothing.
 */

async function estimatedTrip(page: Page) {
  const [trip] = await createTrips(page, [
    {
      location_address: 'Lisbon, Lisbon, Portugal',
      trip_location: 'Lisbon',
      trip_start: daysFromToday(30),
      trip_end: daysFromToday(34),
    },
  ]);
  const token = await accessToken(page);
  const estimate = await page.request.post(`/api/trips/getaway/${trip!._id}/costs/estimate`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {},
  });
  expect(estimate.status(), await estimate.text()).toBe(200);
  return trip!;
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('the trip page sums the trip up on the first screen, and each part is one tap away', async ({
  page,
  account,
}) => {
  void account;
  const trip = await estimatedTrip(page);
  await page.goto(`/trips/${trip._id}`);
  const overview = page.getByRole('region', { name: 'Overview' });
  await expect(overview.getByRole('heading', { level: 1 })).toHaveText('Lisbon, Lisbon, Portugal');
  await expect(overview.getByText(/^Planned \$[\d,.]+ · No budget set$/)).toBeVisible();
  await expect(overview.getByText(/^\w+: day -?\d+ °C/).first()).toBeVisible({ timeout: 15_000 });

  // The overview and the links to every part fit the first screen.
  const viewport = page.viewportSize()!;
  const parts = page.getByRole('navigation', { name: 'Parts of this trip' });
  const partsBox = (await parts.boundingBox())!;
  expect(partsBox.y + partsBox.height).toBeLessThanOrEqual(viewport.height);
  await expect(parts.getByRole('link')).toHaveText(TRIP_PART_LINKS);

  // Before any scrolling, every part's heading and main controls are in the page, for a screen
  // reader's list of headings and find-in-page; only charts and maps wait for the screen.
  for (const name of [
    'Costs',
    'Plan by day',
    'Add to your calendar',
    'Travellers',
    'Travel together',
    'Things to do',
    'When is it cheapest?',
    'Compare with other places',
    'Suggestions',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name, exact: true })).toBeAttached();
  }
  for (const name of ['Show Suggestions', 'Add a cost', 'Estimate costs', 'Add a thing to do']) {
    await expect(page.getByRole('button', { name, exact: true })).toBeAttached();
  }

  // One tap to the date comparison; its heading is on screen and has the focus.
  await parts.getByRole('link', { name: 'When is it cheapest' }).click();
  await expect(page).toHaveURL(new RegExp(`/trips/${trip._id}#dates$`));
  const datesHeading = page.getByRole('heading', { level: 2, name: 'When is it cheapest?' });
  await expect(datesHeading).toBeFocused();
  await expect(datesHeading).toBeInViewport();
  expect(await scrollY(page)).toBeGreaterThan(200);

  // Back returns to the top, where the traveller was.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/trips/${trip._id}$`));
  await expect.poll(() => scrollY(page)).toBeLessThan(50);

  // A part's address opens the page at that part.
  await page.goto(`/trips/${trip._id}#costs`);
  await expect(page.getByRole('heading', { level: 2, name: 'Costs' })).toBeInViewport({
    timeout: 15_000,
  });
});

test('Create and Discover sit in the page, covering no trip card button', async ({
  page,
  account,
}) => {
  void account;
  await createTrips(page, [
    {
      location_address: 'Porto, Porto, Portugal',
      trip_location: 'Porto',
      trip_start: daysFromToday(10),
      trip_end: daysFromToday(12),
    },
  ]);
  for (const path of ['/explore', '/my-trip']) {
    await page.goto(path);
    const card = page.getByRole('article', { name: 'Porto, Porto, Portugal' }).first();
    await expect(card).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Discover' })).toBeVisible();
    // A trial click fails if anything else would receive the tap.
    for (const name of ['Delete', 'View']) {
      const control = card.getByRole(name === 'View' ? 'link' : 'button', { name });
      await control.scrollIntoViewIfNeeded();
      await control.click({ trial: true, timeout: 3_000 });
    }
  }
});

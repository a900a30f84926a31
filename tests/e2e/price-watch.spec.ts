import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { createTrips, daysFromToday } from './trip-api';

/**
 * Watching a trip's price, as a new traveller (home city Denver, CO; home currency USD) would,
 * offline and with no keys, so every price is the estimator's. Runs in both projects (360 px and
 * 1280 px). The cap is far above any estimate of the trip, so the next check is below it: the
 * check made at creation is shown, never announced; "Check now" notifies, and the notice reaches
 * the bell through the live stream without a reload.
 */
test('watches a trip under a cap, checks it now and hears about it in the bell', async ({
  page,
  account,
}) => {
  test.slow();
  void account;
  const [trip] = await createTrips(page, [
    {
      location_address: 'New York, NY, United States',
      trip_location: 'New York',
      trip_start: daysFromToday(40),
      trip_end: daysFromToday(43),
    },
  ]);
  await page.goto(`/trips/${trip!._id}`);
  const overview = page.getByRole('region', { name: 'Overview' });
  // By keyboard: the button opens the dialog, Enter in the cap field saves.
  await overview.getByRole('button', { name: 'Watch price' }).focus();
  await page.keyboard.press('Enter');

  const dialog = page.getByRole('dialog', { name: "Watch this trip's price" });
  await expect(dialog.getByRole('combobox', { name: 'Currency' })).toHaveText('USD');
  await dialog.getByLabel('Cap a person').fill('100,000');
  await dialog.getByLabel('Cap a person').press('Enter');
  await expect(dialog.getByText(/^You are watching this trip's price\./)).toBeVisible();
  await dialog.getByRole('link', { name: 'See your price watches' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Price watches' })).toBeVisible();
  const card = page
    .getByRole('list', { name: 'Your price watches' })
    .getByRole('listitem', { name: 'New York, NY, United States' });
  // The check made at creation: shown here, an estimate with its range.
  await expect(card.getByText(/^About \$[\d,]+ a person, \$[\d,]+ in all$/)).toBeVisible();
  await expect(card.getByText(/^Estimate \$[\d,]+ – \$[\d,]+ in all$/)).toBeVisible();
  await expect(card.getByText('Your cap: $100,000 a person')).toBeVisible();
  await expect(card.getByRole('heading', { name: 'Price history' })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  // No WCAG 2.1 A/AA violation axe can find in the page's content: a watch, its history, the form.
  const { violations } = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((violation) => violation.id)).toEqual([]);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications/ });
  await expect(bell).toHaveAccessibleName('Notifications');

  // The page is open: the notice arrives without a reload.
  await card.getByRole('button', { name: 'Check now: New York, NY, United States' }).click();
  await expect(card.getByText(/^Checked just now: About \$[\d,]+ a person/)).toBeVisible();
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  const panel = page.getByRole('dialog', { name: /Notifications/ });
  await expect(panel.getByText(/New York, NY, United States: now \$[\d,]+ a person/)).toBeVisible();

  // No part of the page is wider than the screen (docs/PRODUCT-RULES.md#every-device).
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

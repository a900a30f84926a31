import type { Page } from '@playwright/test';
import { expect, openTripPart, test } from './fixtures';
import { createTrips } from './trip-api';

/**
 * Splitting costs, as a traveller (Grace, the fixture's account) would try it with two friends
 * who have no account: a flat Grace paid, split equally three ways, and a dinner Ana paid, split
 * by shares. Runs at 360 px and 1280 px (docs/PRODUCT-RULES.md#splitting-costs).
 */

/** No part of the page is wider than the screen (docs/PRODUCT-RULES.md#every-device). */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

async function choose(
  page: Page,
  dialog: ReturnType<Page['getByRole']>,
  field: string,
  option: string,
) {
  await dialog.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
}

test('splits two costs among three travellers and shows who pays whom', async ({
  page,
  account,
}, testInfo) => {
  test.slow();
  void account;
  const [trip] = await createTrips(page, [
    { location_address: 'Lisbon, Lisbon, Portugal', trip_location: 'Lisbon' },
  ]);
  await page.goto(`/trips/${trip!._id}`);
  // On a phone the overview may fill the screen, and a part is drawn as it comes near.
  await openTripPart(page, 'Costs');
  const costs = page.getByRole('region', { name: 'Costs' });
  await expect(costs.getByText('No costs yet. Estimate them or add your own.')).toBeVisible();

  // The flat: Grace paid $90.00, split equally among Grace, Ana and Ben.
  await costs.getByRole('button', { name: 'Add a cost' }).click();
  let dialog = page.getByRole('dialog', { name: 'Add a cost' });
  await dialog.getByRole('textbox', { name: 'Label' }).fill('Flat');
  await dialog.getByLabel('Planned amount').fill('90');
  await choose(page, dialog, 'Paid by', 'Grace');
  await choose(page, dialog, 'Split', 'Equally among chosen travellers');
  await dialog.getByLabel('Someone without an account').fill('Ana');
  await dialog.getByRole('button', { name: 'Add to the split' }).click();
  await dialog.getByLabel('Someone without an account').fill('Ben');
  await dialog.getByLabel('Someone without an account').press('Enter');
  await expect(dialog.getByRole('checkbox', { name: 'Ben' })).toBeChecked();
  await expectNoHorizontalOverflow(page);
  await page.screenshot({ path: testInfo.outputPath('split-dialog.png') });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // The dinner: Ana paid $30.00 actual, Grace 2 shares, Ana 1.
  await costs.getByRole('button', { name: 'Add a cost' }).click();
  dialog = page.getByRole('dialog', { name: 'Add a cost' });
  await choose(page, dialog, 'Category', 'Food');
  await dialog.getByRole('textbox', { name: 'Label' }).fill('Dinner');
  await dialog.getByLabel('Actual amount').fill('30');
  await choose(page, dialog, 'Paid by', 'Ana');
  await choose(page, dialog, 'Split', 'By shares');
  await dialog.getByRole('checkbox', { name: 'Ana' }).check();
  await dialog.getByLabel('Shares for Grace').fill('2');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  // Grace: paid 90, share 30 + 20 = 50, owed 40. Ana: paid 30, share 30 + 10 = 40, owes 10.
  // Ben: share 30, owes 30. Ben pays Grace 30 first (the larger debt), then Ana pays Grace 10.
  const balances = costs.getByRole('table', { name: 'Balances' });
  await expect(balances.getByRole('row')).toHaveText([
    'TravellerPaidShareBalance',
    'Grace$90.00$50.00is owed $40.00',
    'Ana$30.00$40.00owes $10.00',
    'Ben$0.00$30.00owes $30.00',
  ]);
  await expect(costs.getByRole('list', { name: 'Settle up' }).getByRole('listitem')).toHaveText([
    'Ben pays Grace $30.00',
    'Ana pays Grace $10.00',
  ]);
  await expect(costs.getByText('Paid by Ana · split by shares among Grace and Ana')).toBeVisible();
  await expectNoHorizontalOverflow(page);
  await costs.getByRole('heading', { name: 'Who owes whom' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('split-summary.png') });
});

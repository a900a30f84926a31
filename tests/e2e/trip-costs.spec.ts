import type { Locator, Page } from '@playwright/test';
import { expect, openTripPart, test } from './fixtures';

/**
 * The cost plan journey, as a new traveller (home city Denver, CO; home currency USD) would try
 * it, offline and with no keys. Runs in both projects (360 px and 1280 px).
 *
 * Figures that depend on the server's shipped data and estimator (docs/ESTIMATES.md), not on
 * this client: the lodging line's $1,026.00 (3 nights × $342, New York City's October per diem,
 * × 1 room for 2 travellers) and its range $718.00–$1,334.00 (70% and 130%, in whole dollars); that food and
 * airfare lines exist (Denver → New York is far beyond driving range); the GSA dataset name.
 * Figures the journey itself fixes: the hotel quote, the actual paid, and so the spend against
 * the budget.
 */

/** Types a place and picks the suggestion matching `choice` with the arrow keys and Enter. */
async function pickPlace(page: Page, typed: string, choice: RegExp) {
  const combobox = page.getByRole('combobox');
  await combobox.fill(typed);
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const labels = await options.allTextContents();
  const index = labels.findIndex((label) => choice.test(label));
  expect(index, `no option like ${choice} in ${labels.join(' | ')}`).toBeGreaterThanOrEqual(0);
  for (let step = 0; step < index; step += 1) await combobox.press('ArrowDown');
  await combobox.press('Enter');
  return labels[index]!;
}

/** A cost line by its category caption ("Lodging"), optionally only estimated ones. */
function costLines(costs: Locator, category: string, { estimated = false } = {}): Locator {
  let lines = costs
    .getByRole('listitem')
    .filter({ has: costs.page().getByText(category, { exact: true }) });
  if (estimated) lines = lines.filter({ has: costs.page().getByText('Estimate', { exact: true }) });
  return lines;
}

/** No part of the page is wider than the screen (docs/PRODUCT-RULES.md#every-device). */
async function expectNoHorizontalOverflow(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('estimates a New York trip, replaces lodging with a quote and tracks the budget', async ({
  page,
  account,
}) => {
  test.slow();
  void account;
  // Three nights in October next year, so the trip is always in the future.
  const year = new Date().getFullYear() + 1;
  await page.goto('/search');
  const label = await pickPlace(page, 'New York', /^New York\b.*United States$/);
  const form = page.getByRole('form', { name: 'Create your trip' });
  await form.locator('input[name="trip_start"]').fill(`${year}-10-12`);
  await form.locator('input[name="trip_end"]').fill(`${year}-10-15`);
  await form.getByRole('button', { name: 'Create' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await page.getByRole('article', { name: label }).getByRole('link', { name: 'View' }).click();
  await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();

  // Two travellers share one room.
  await page.getByRole('button', { name: 'Edit', exact: true }).click();
  const editor = page.getByRole('dialog', { name: 'Edit trip' });
  await editor.getByLabel('Travellers').fill('2');
  await editor.getByRole('button', { name: 'Save' }).click();
  await expect(editor).toBeHidden();
  await expect(page.getByText(/^2 travellers from /)).toBeVisible();

  // On a phone the overview may fill the screen, and a part is drawn as it comes near.
  await openTripPart(page, 'Costs');
  const costs = page.getByRole('region', { name: 'Costs' });
  await expect(costs.getByText('No costs yet. Estimate them or add your own.')).toBeVisible();
  await expect(
    costs.getByText(
      'Estimates: U.S. GSA, DoD and State Department per diem rates; U.S. BTS airfares; ECB exchange rates.',
    ),
  ).toBeVisible();
  await costs.getByRole('button', { name: 'Estimate costs' }).click();

  // Server figures (see above): lodging, its range and its source.
  const lodging = costLines(costs, 'Lodging', { estimated: true });
  await expect(lodging).toHaveCount(1, { timeout: 15_000 });
  await expect(lodging).toContainText('$1,026.00');
  await expect(lodging).toContainText('$718.00 – $1,334.00');
  await expect(lodging).toContainText(/Source: .*GSA.*, data as of \d{4}-\d{2}-\d{2}\./);
  await expect(costLines(costs, 'Food', { estimated: true })).toHaveCount(1);
  await expect(costLines(costs, 'Airfare', { estimated: true })).toHaveCount(1);
  await expect(costs.getByTestId('total-planned')).toHaveText(/^\$[\d,]+\.\d{2}$/);
  await expect(
    costs.getByText(/^Range \$[\d,.]+ – \$[\d,.]+ \(includes estimates\)$/),
  ).toBeVisible();
  await expect(costs.getByRole('figure', { name: /Planned costs by category/ })).toBeVisible();
  await expectNoHorizontalOverflow(page);
  const totalWithEstimate = await costs.getByTestId('total-planned').textContent();

  // A real hotel quote takes the lodging estimate's place in the total.
  await costs.getByRole('button', { name: 'Add a cost' }).click();
  const line = page.getByRole('dialog', { name: 'Add a cost' });
  await expect(line.getByRole('combobox', { name: 'Category' })).toHaveText('Lodging');
  await line.getByRole('textbox', { name: /Label/ }).fill('Hotel quote');
  await line.getByLabel('Planned amount').fill('900.00');
  await line.getByRole('button', { name: 'Save' }).click();
  await expect(line).toBeHidden();
  await expect(costLines(costs, 'Lodging', { estimated: true })).toHaveCount(0);
  const quote = costs.getByRole('listitem', { name: 'Hotel quote' });
  await expect(quote).toContainText('$900.00');
  await expect(
    costs.getByRole('table', { name: 'Costs by category' }).getByRole('row', { name: /Lodging/ }),
  ).toContainText('$900.00');
  await expect(costs.getByTestId('total-planned')).not.toHaveText(totalWithEstimate ?? '');

  // What was actually paid.
  await quote.getByRole('button', { name: 'Edit Hotel quote' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit cost' });
  await edit.getByLabel('Actual amount').fill('950.00');
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(quote).toContainText('$950.00');
  await expect(costs.getByTestId('total-actual')).toHaveText('$950.00');

  // A budget: the spend is exact; the plan's verdict depends on the estimates.
  await costs.getByRole('button', { name: 'Set a budget' }).click();
  const budgetEditor = page.getByRole('dialog', { name: 'Edit trip' });
  await budgetEditor.getByLabel(/Budget, USD/).fill('1000');
  await budgetEditor.getByRole('button', { name: 'Save' }).click();
  await expect(budgetEditor).toBeHidden();
  await expect(costs.getByText('Spent: $50.00 under budget')).toBeVisible();
  await expect(costs.getByText(/^Planned: \$[\d,.]+ (over|under) budget$/)).toBeVisible();
  await expectNoHorizontalOverflow(page);
});

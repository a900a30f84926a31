import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, newAccount, registerAndLogIn, test } from './fixtures';
import { createTrips, createWishlist, daysFromToday } from './trip-api';

/**
 * Fails on any WCAG 2.1 A/AA violation axe can detect, and on landmarks sharing a name, listing
 * each rule and where it hit.
 */
async function expectNoViolations(page: Page, screen: string): Promise<void> {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  // Also: every landmark needs a name of its own, so a screen reader's list of them is usable.
  const results = await new AxeBuilder({ page })
    .options({ rules: { 'landmark-unique': { enabled: true } } })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const { violations } = results;
  const checked = [...results.passes, ...results.violations, ...results.inapplicable];
  expect(checked.map((rule) => rule.id)).toContain('landmark-unique');
  const summary = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
  expect(summary, `${screen} has accessibility violations`).toEqual([]);
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  test('public screens have no detectable violations', async ({ page }) => {
    for (const [path, heading] of [
      ['/', 'Plan Smarter, Travel Further.'],
      ['/login', 'Login'],
      ['/register', 'Register'],
      ['/no-such-page', 'Page Not Found'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoViolations(page, path);
    }
  });

  test("a traveller's screens have no detectable violations", async ({ page }) => {
    await registerAndLogIn(page, newAccount());
    const [upcoming] = await createTrips(page, [
      {
        location_address: 'Lisbon, Lisboa, Portugal',
        trip_location: 'Lisbon',
        trip_start: daysFromToday(10),
        trip_end: daysFromToday(15),
      },
      {
        location_address: 'Porto, Porto, Portugal',
        trip_location: 'Porto',
        trip_start: daysFromToday(20),
        trip_end: daysFromToday(22),
      },
      {
        location_address: 'Kyoto, Kyōto, Japan',
        trip_location: 'Kyoto',
        trip_start: daysFromToday(-40),
        trip_end: daysFromToday(-30),
      },
    ]);
    const wishlist = await createWishlist(page, 'Summer', upcoming?._id);
    await createWishlist(page, 'Someday');

    const screens = [
      '/my-trip',
      '/explore',
      '/previous-trips',
      '/view-all',
      '/search',
      '/add',
      '/about',
      '/discover',
      `/trips/${upcoming?._id}`,
      `/wishlist-detail/${wishlist._id}`,
    ];
    for (const path of screens) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (path.startsWith('/trips/')) {
        // The date chart loads lazily; check the page with it, or its tab stops go unchecked.
        await expect(page.locator('.MuiChartsSurface-root').first()).toBeVisible();
      }
      await expectNoViolations(page, path);
    }
    await page.goto('/my-trip');
    await page
      .getByRole('link', { name: /profile/i })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expectNoViolations(page, 'profile');
  });
});

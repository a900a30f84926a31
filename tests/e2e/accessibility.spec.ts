import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import {
  accessToken,
  expect,
  newAccount,
  openTripPart,
  registerAndLogIn,
  test,
  TRIP_PART_LINKS,
} from './fixtures';
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

/** A logged-in traveller with upcoming and previous trips and two wishlists, one holding a trip. */
async function seedTraveller(page: Page): Promise<{ tripId: string; wishlistId: string }> {
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
  if (!upcoming) throw new Error('no trip was created');
  // Estimated, so the trip page is checked with its estimate lines and its cost chart.
  const estimate = await page.request.post(`/api/trips/getaway/${upcoming._id}/costs/estimate`, {
    headers: { Authorization: `Bearer ${await accessToken(page)}` },
    data: {},
  });
  expect(estimate.status(), await estimate.text()).toBe(200);
  const wishlist = await createWishlist(page, 'Summer', upcoming._id);
  await createWishlist(page, 'Someday');
  return { tripId: upcoming._id, wishlistId: wishlist._id };
}

test.describe('accessibility (axe, WCAG 2.1 AA)', () => {
  for (const [path, heading] of [
    ['/', 'Plan Smarter, Travel Further.'],
    ['/login', 'Login'],
    ['/register', 'Register'],
    ['/no-such-page', 'Page Not Found'],
  ] as const) {
    test(`${path}, logged out, has no detectable violations`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoViolations(page, path);
    });
  }

  // One test per screen: each stays well inside the time limit on a slow machine, and a failure
  // names its screen.
  const travellerScreens: {
    name: string;
    path: (seeded: { tripId: string; wishlistId: string }) => string;
    /** The charts load lazily; check the page with them, or their tab stops go unchecked. */
    withChart?: boolean;
  }[] = [
    { name: 'My trips', path: () => '/my-trip' },
    { name: 'Explore', path: () => '/explore' },
    { name: 'Previous trips', path: () => '/previous-trips' },
    { name: 'View all', path: () => '/view-all' },
    { name: 'Search', path: () => '/search' },
    { name: 'Add a trip', path: () => '/add' },
    { name: 'About', path: () => '/about' },
    { name: 'Discover', path: () => '/discover' },
    { name: 'a trip', path: ({ tripId }) => `/trips/${tripId}`, withChart: true },
    { name: 'a wishlist', path: ({ wishlistId }) => `/wishlist-detail/${wishlistId}` },
  ];

  for (const screen of travellerScreens) {
    test(`${screen.name}, logged in, has no detectable violations`, async ({ page }) => {
      const seeded = await seedTraveller(page);
      await page.goto(screen.path(seeded));
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      if (screen.withChart) {
        // Parts and charts are drawn as they come near the screen: open every part in turn, and
        // wait for each part's chart (a chart scrolled past too soon would not have been drawn).
        const chartParts = new Map([
          ['Costs', 'costs'],
          ['When is it cheapest', 'dates'],
        ]);
        for (const link of TRIP_PART_LINKS) {
          await openTripPart(page, link);
          await expect(page.locator(':focus')).toHaveRole('heading');
          const partId = chartParts.get(link);
          if (partId === undefined) continue;
          // Scan the part top to bottom, and round again, until its chart is drawn (once drawn,
          // it stays). Scrolling on past the part could leave its chart undrawn above the screen.
          const part = page.locator(`#${partId}`);
          let offset = 0;
          await expect
            .poll(
              async () => {
                await part.evaluate((element, by) => {
                  const { top, height } = element.getBoundingClientRect();
                  window.scrollTo(0, top + window.scrollY + (by % Math.max(height, 1)));
                }, offset);
                offset += 300;
                return part.locator('.MuiChartsSurface-root').count();
              },
              { timeout: 30_000 },
            )
            .toBe(1);
        }
      }
      await expectNoViolations(page, screen.name);
    });
  }

  test('a trip shared with me, as a viewer, has no detectable violations', async ({
    page,
    browser,
  }) => {
    const ownerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    await registerAndLogIn(owner, newAccount({ fname: 'Grace' }));
    const [trip] = await createTrips(owner, [
      { location_address: 'Lisbon, Lisbon, Portugal', trip_location: 'Lisbon' },
    ]);
    const invite = await owner.request.post(`/api/trips/getaway/${trip!._id}/invites`, {
      headers: { Authorization: `Bearer ${await accessToken(owner)}` },
      data: { role: 'viewer' },
    });
    expect(invite.status()).toBe(201);
    const { token } = (await invite.json()) as { token: string };
    await registerAndLogIn(page, newAccount({ fname: 'Zelda' }));
    const accepted = await page.request.post(`/api/invites/${token}/accept`, {
      headers: { Authorization: `Bearer ${await accessToken(page)}` },
    });
    expect(accepted.status()).toBe(200);
    await page.goto(`/trips/${trip!._id}`);
    await expect(page.getByText(/^Shared by Grace · Viewer/)).toBeVisible();
    await expectNoViolations(page, 'a shared trip');
    await ownerContext.close();
  });

  test('Profile has no detectable violations', async ({ page }) => {
    await registerAndLogIn(page, newAccount());
    await page.goto('/my-trip');
    await page
      .getByRole('link', { name: /profile/i })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expectNoViolations(page, 'Profile');
  });
});

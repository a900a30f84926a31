import AxeBuilder from '@axe-core/playwright';
import { accessToken, expect, newAccount, openTripPart, registerAndLogIn, test } from './fixtures';
import { createTrips } from './trip-api';

/**
 * Seeing a companion's change as it happens: the owner and a companion (joined by an invite link)
 * each have the trip page open in their own browser; the owner adds a cost line and the
 * companion's page shows it without reloading, well before the minute's re-read, from the live
 * stream; the companion's bell then holds the grouped notice about it.
 */
test("a companion's open trip page shows the owner's new cost line at once, and the bell says so", async ({
  page,
  account,
  browser,
}) => {
  // Two travellers' browsers in one journey.
  test.slow();
  const [trip] = await createTrips(page, [
    {
      location_address: 'Lisbon, Lisbon, Portugal',
      trip_location: 'Lisbon',
      trip_start: '2026-09-01',
      trip_end: '2026-09-03',
    },
  ]);
  const tripId = trip!._id;
  const ownerToken = await accessToken(page);
  const invite = await page.request.post(`/api/trips/getaway/${tripId}/invites`, {
    headers: { authorization: `Bearer ${ownerToken}` },
    data: { role: 'editor' },
  });
  expect(invite.status(), await invite.text()).toBe(201);
  const { token: inviteToken } = (await invite.json()) as { token: string };

  // The companion registers in a browser of their own and joins through the invite.
  const companionContext = await browser.newContext();
  const companion = await companionContext.newPage();
  await registerAndLogIn(companion, newAccount({ fname: 'Zelda' }));
  const joined = await companion.request.post(`/api/invites/${inviteToken}/accept`, {
    headers: { authorization: `Bearer ${await accessToken(companion)}` },
  });
  expect(joined.status(), await joined.text()).toBe(200);

  // Both open the trip's costs; the companion's live stream is open before the owner changes it.
  const streamOpen = companion.waitForResponse(
    (response) =>
      new URL(response.url()).pathname === '/api/notifications/stream' && response.status() === 200,
  );
  await companion.goto(`/trips/${tripId}`);
  await streamOpen;
  await openTripPart(companion, 'Costs');
  const theirCosts = companion.getByRole('region', { name: 'Costs' });
  await expect(theirCosts.getByText('No costs yet. Estimate them or add your own.')).toBeVisible();
  // Marks this page: a reload would lose the mark.
  await companion.evaluate(() => {
    (window as unknown as { notReloaded: boolean }).notReloaded = true;
  });

  await page.goto(`/trips/${tripId}`);
  await openTripPart(page, 'Costs');
  const costs = page.getByRole('region', { name: 'Costs' });
  await costs.getByRole('button', { name: 'Add a cost' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a cost' });
  await dialog.getByRole('textbox', { name: 'Label' }).fill('Ferry tickets');
  await dialog.getByLabel('Planned amount').fill('36');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  const added = Date.now();

  // The companion's page shows it from the stream: far sooner than the minute's re-read.
  await expect(theirCosts.getByText('Ferry tickets')).toBeVisible({ timeout: 15_000 });
  expect(Date.now() - added).toBeLessThan(30_000);
  expect(
    await companion.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);

  // Back on My trips (the trip page has no header), the bell holds the notice, still unread.
  // (Jumping to a part is a step in the page's history: Back steps out of it first.)
  await expect(async () => {
    await companion.getByRole('button', { name: 'Back' }).click();
    await expect(companion).toHaveURL(/\/my-trip$/, { timeout: 1000 });
  }).toPass();
  const bell = companion.getByRole('button', { name: 'Notifications, 1 unread' });
  await expect(bell).toBeVisible();
  await bell.click();
  const notices = companion.getByRole('dialog', { name: 'Notifications' });
  const notice = notices.getByRole('link', { name: /Changes to Lisbon/ });
  await expect(notice).toContainText(`${account.fname} added a cost line.`);
  await expect(notice).toContainText('just now');
  // The open list meets WCAG 2.1 AA as far as axe can tell.
  const axe = await new AxeBuilder({ page: companion })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(axe.violations.map((violation) => violation.id)).toEqual([]);
  expect(
    await companion.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
  ).toBe(true);

  // Opening it leads to the trip and marks it read.
  await notice.click();
  await expect(companion).toHaveURL(new RegExp(`/trips/${tripId}$`));
  await companion.getByRole('button', { name: 'Back' }).click();
  await expect(companion.getByRole('button', { name: 'Notifications' })).toBeVisible();
  await companionContext.close();
});

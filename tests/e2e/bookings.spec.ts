import { mkdirSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { accessToken, expect, openTripPart, test } from './fixtures';
import { createTrips } from './trip-api';

/**
 * A traveller imports the airline's confirmation e-mail (two flights, two travellers), reviews
 * the drafts, saves them, and finds the flight on its day in the plan at Lisbon's own time and in
 * the Bookings part; then opens the add, edit and delete dialogs. Screenshots of the part and the
 * dialogs go to .tmp/screenshots for a look at both widths.
 */

const AIRLINE_EMAIL = path.resolve('tests/fixtures/bookings/airline-two-legs.eml');
const SHOTS = path.resolve('.tmp/screenshots');

async function press(button: Locator, isPhone: boolean) {
  if (isPhone) await button.tap();
  else await button.click();
}

async function shoot(target: Page | Locator, name: string, project: string) {
  mkdirSync(SHOTS, { recursive: true });
  // A dialog is taken once it has faded in, not halfway.
  const page = 'goto' in target ? target : target.page();
  for (const container of await page.locator('.MuiDialog-container').all())
    await expect(container).toHaveCSS('opacity', '1');
  const file = path.join(SHOTS, `bookings-${project}-${name}.png`);
  if ('goto' in target) await target.screenshot({ path: file, fullPage: false });
  else await target.screenshot({ path: file });
}

/** No WCAG 2.1 A/AA violation axe can find in what `selector` holds. */
async function expectAccessible(page: Page, selector: string, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .include(selector)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const summary = violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(' | ')}`,
  );
  expect(summary, `${what} has accessibility violations`).toEqual([]);
}

test('imports an airline e-mail, reviews and saves it, and sees the flight on its day and in Bookings', async ({
  page,
  account: _account,
}, testInfo) => {
  const project = testInfo.project.name;
  const isPhone = project === 'phone';
  const [trip] = await createTrips(page, [
    {
      location_address: 'Lisbon, Lisbon, Portugal',
      trip_location: 'Lisbon',
      trip_start: '2027-03-13',
      trip_end: '2027-03-16',
    },
  ]);
  await page.goto(`/trips/${trip!._id}`);
  await openTripPart(page, 'Bookings');
  await expect(page).toHaveURL(/#bookings$/);
  const part = page.locator('#bookings');
  await expect(part.getByRole('heading', { level: 2, name: 'Bookings' })).toBeVisible();
  await expect(part.getByText(/^No bookings yet\. Add your flights/)).toBeVisible();

  // Import: the e-mail file, read into drafts; nothing is saved yet.
  await press(part.getByRole('button', { name: 'Import' }), isPhone);
  const importing = page.getByRole('dialog', { name: 'Import bookings' });
  await expect(importing).toBeVisible();
  await shoot(importing, 'import-choose', project);
  // By keyboard: the file field takes the focus, and Space opens the chooser.
  await importing.getByLabel('Choose a file').focus();
  const chooser = page.waitForEvent('filechooser');
  await page.keyboard.press('Space');
  await (await chooser).setFiles(AIRLINE_EMAIL);
  await expect(importing.getByText(/^Found \d+ bookings?\./)).toBeVisible();
  const drafts = importing.getByRole('listitem');
  expect(await drafts.count()).toBeGreaterThanOrEqual(1);
  await expect(importing).toContainText('Sun 14 Mar 2027, 10:05 (Lisbon)');
  await expect(importing).toContainText('Ana Duarte');
  // Nothing shows as a page from the e-mail's HTML: only text.
  await expect(importing.locator('script, iframe, style')).toHaveCount(0);
  await shoot(importing, 'import-review', project);
  await expectAccessible(page, '[role="dialog"]', 'The import review');

  // One draft changed before saving: the review keeps the change.
  await press(importing.getByRole('button', { name: /^Change / }).first(), isPhone);
  await expect(page.getByRole('dialog', { name: 'Change this draft' })).toBeVisible();
  const notes = page.getByRole('textbox', { name: 'Notes' });
  await notes.fill('Window seats');
  await shoot(page, 'draft-form', project);
  await press(page.getByRole('button', { name: 'Keep these changes' }), isPhone);
  const save = importing.getByRole('button', { name: /^Save \d+ bookings?$/ });
  const count = Number((await save.textContent())?.match(/\d+/)?.[0]);
  await press(save, isPhone);
  await expect(importing).toBeHidden();
  await expect(
    part.getByText(count === 1 ? '1 booking saved.' : `${count} bookings saved.`),
  ).toBeVisible();

  // The Bookings part: the flight at Lisbon's time, its code, travellers and price.
  const first = part
    .getByRole('listitem')
    .filter({ hasText: 'Sun 14 Mar 2027, 10:05 (Lisbon)' })
    .first();
  await expect(first).toBeVisible();
  await expect(first).toContainText('X7K2PQ');
  await expect(first).toContainText('LIS');
  await expect(first).toContainText('CDG');
  await expect(first).toContainText('Ana Duarte');
  await expect(first).toContainText('Paid €');
  await first.scrollIntoViewIfNeeded();
  await shoot(part, 'part', project);
  await expectAccessible(page, '#bookings', 'The Bookings part');

  // The plan: the flight on its departure day, at the place's own clock.
  await openTripPart(page, 'Plan');
  const day = page
    .locator('#plan')
    .getByRole('region', { name: /^Day 2 · Sun 14 Mar/ })
    .first();
  await expect(day.getByRole('list', { name: 'Bookings on this day' })).toContainText(
    'departs 10:05 (Lisbon)',
  );
  await day.scrollIntoViewIfNeeded();
  await shoot(day, 'plan-day', project);

  // The add, edit and delete dialogs, as they look at this width.
  await openTripPart(page, 'Bookings');
  await press(part.getByRole('button', { name: 'Add booking' }), isPhone);
  const adding = page.getByRole('dialog', { name: 'Add booking' });
  await expect(adding.getByRole('combobox', { name: 'Kind' })).toBeVisible();
  await shoot(page, 'add-dialog', project);
  await expectAccessible(page, '[role="dialog"]', 'The Add booking dialog');
  await press(adding.getByRole('button', { name: 'Save' }), isPhone);
  await expect(adding.getByText('title is required.')).toBeVisible();
  await press(adding.getByRole('button', { name: 'Cancel' }), isPhone);
  await expect(adding).toBeHidden();

  await press(first.getByRole('button', { name: /^Edit / }), isPhone);
  const editing = page.getByRole('dialog', { name: 'Edit booking' });
  await expect(editing.getByRole('textbox', { name: 'Confirmation code' })).toHaveValue('X7K2PQ');
  await shoot(page, 'edit-dialog', project);
  await press(editing.getByRole('button', { name: 'Cancel' }), isPhone);

  await press(first.getByRole('button', { name: /^Delete / }), isPhone);
  const asking = page.getByRole('alertdialog');
  await expect(asking.getByRole('button', { name: 'Keep the cost line' })).toBeVisible();
  await shoot(asking, 'delete-dialog', project);
  await press(asking.getByRole('button', { name: 'Delete it too' }), isPhone);
  await expect(part.getByText('Booking deleted.')).toBeVisible();
});

test.describe('offline', () => {
  test.use({ serviceWorkers: 'allow' });

  test('a trip viewed online keeps its bookings readable offline', async ({
    page,
    account: _account,
  }) => {
    const [trip] = await createTrips(page, [
      {
        location_address: 'Lisbon, Lisbon, Portugal',
        trip_location: 'Lisbon',
        trip_start: '2027-03-13',
        trip_end: '2027-03-16',
      },
    ]);
    const token = await accessToken(page);
    const added = await page.request.post(`/api/trips/getaway/${trip!._id}/bookings`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        kind: 'stay',
        title: 'Casa do Largo',
        confirmationCode: 'CL-2291',
        start: { date: '2027-03-14', time: '15:00', timeZone: 'Europe/Lisbon' },
        end: { date: '2027-03-16', time: '11:00', timeZone: 'Europe/Lisbon' },
      },
    });
    expect(added.status(), await added.text()).toBe(201);

    // Online, under the service worker: the trip page reads its bookings with the trip.
    await page.goto('/my-trip');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller) {
        await new Promise((resolve) =>
          navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
        );
      }
    });
    const bookingsRead = page.waitForResponse(
      (response) => response.url().endsWith('/bookings') && response.ok(),
    );
    await page.goto(`/trips/${trip!._id}#bookings`);
    await bookingsRead;
    const part = page.locator('#bookings');
    await expect(part.getByRole('heading', { level: 3, name: 'Casa do Largo' })).toBeVisible();

    // Offline: a reload shows the bookings as saved.
    await page.context().setOffline(true);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: 'You are offline.' })).toBeVisible();
    await openTripPart(page, 'Bookings');
    const stay = part.getByRole('listitem').filter({ hasText: 'Casa do Largo' });
    await expect(stay).toContainText('Check-in: Sun 14 Mar 2027, 15:00 (Lisbon)');
    await expect(stay).toContainText('CL-2291');
    await page.context().setOffline(false);
  });
});

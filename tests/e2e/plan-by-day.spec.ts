import type { Locator, Page } from '@playwright/test';
import ICAL from 'ical.js';
import { accessToken, expect, test } from './fixtures';
import { createTrips, daysFromToday } from './trip-api';

/**
 * Planning a Lisbon getaway by day, as a traveller would on a phone (by touch) and at a desk (by
 * mouse), with the keyboard for some moves: real sights from the shipped data, three days on the
 * map, the calendar link read by a real iCalendar parser, then new dates and a revoked link.
 */

const FIRST_DAY = daysFromToday(40);
const SECOND_DAY = daysFromToday(41);
const THIRD_DAY = daysFromToday(42);

/** Presses a button as this project's traveller would: a tap on the phone, a click elsewhere. */
async function press(button: Locator, isPhone: boolean) {
  if (isPhone) await button.tap();
  else await button.click();
}

/** A day's part of the plan ("Day 2 · Mon 21 Dec · 1"). */
function planDay(page: Page, index: number): Locator {
  return page
    .locator('#plan')
    .getByRole('region', { name: new RegExp(`^Day ${index} ·`) })
    .first();
}

function ideas(page: Page): Locator {
  return page.locator('#plan').getByRole('region', { name: /^Ideas/ });
}

test('plans three days of real sights, sees them on the map and in a calendar, and keeps them when the dates change', async ({
  page,
  account: _account,
}, testInfo) => {
  const isPhone = testInfo.project.name === 'phone';
  const [trip] = await createTrips(page, [
    {
      location_address: 'Lisbon, Lisbon, Portugal',
      trip_location: 'Lisbon',
      trip_start: FIRST_DAY,
      trip_end: THIRD_DAY,
    },
  ]);
  await page.goto(`/trips/${trip!._id}`);

  // Things to do: real sights, each with its source, at least ten of them.
  await press(
    page
      .getByRole('navigation', { name: 'Parts of this trip' })
      .getByRole('link', { name: 'Things to do' }),
    isPhone,
  );
  await expect(page).toHaveURL(/#things-to-do$/);
  const things = page.locator('#things-to-do');
  await expect(things.getByRole('heading', { name: 'Things to do' })).toBeVisible();
  await press(things.getByRole('button', { name: /^Show all \d+ things to do$/ }), isPhone);
  const sights = things.getByRole('list', { name: 'Things to do' }).getByRole('listitem');
  expect(await sights.count()).toBeGreaterThanOrEqual(10);
  await expect(sights.filter({ hasText: 'Castle of Saint George' })).toContainText('Wikidata');
  await expect(things).toContainText('Sources:');

  // Three of them go to the plan's ideas.
  const picked = [
    'Castle of Saint George',
    'Belém Tower',
    'National Museum of Ancient Art',
  ] as const;
  for (const name of picked) {
    await press(things.getByRole('button', { name: `Add to plan: ${name}` }), isPhone);
    await expect(things.getByRole('button', { name: `Added: ${name}` })).toBeDisabled();
  }
  const plan = page.locator('#plan');
  for (const name of picked) {
    await expect(ideas(page).getByRole('listitem', { name })).toBeVisible();
  }

  // One by pointer: Move to… Day 1.
  const castle = ideas(page).getByRole('listitem', { name: picked[0] });
  await press(castle.getByRole('button', { name: 'Move to…' }), isPhone);
  await press(page.getByRole('menuitem', { name: /^Day 1 ·/ }), isPhone);
  await expect(planDay(page, 1).getByRole('listitem', { name: picked[0] })).toBeVisible();

  // Two by keyboard: the menu opens on Day 1; arrows choose the day.
  for (const [name, downs] of [
    [picked[1], 1],
    [picked[2], 2],
  ] as const) {
    await ideas(page)
      .getByRole('listitem', { name })
      .getByRole('button', { name: 'Move to…' })
      .focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('menuitem', { name: /^Day 1 ·/ })).toBeFocused();
    for (let step = 0; step < downs; step += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(planDay(page, 1 + downs).getByRole('listitem', { name })).toBeVisible();
  }
  await expect(ideas(page)).toContainText('No ideas yet.');

  // A thing of one's own, timed, on the first day.
  await press(plan.getByRole('button', { name: /^Add to Day 1 ·/ }), isPhone);
  const dialog = page.getByRole('dialog', { name: 'Add a thing to do' });
  await dialog.getByLabel('Name').fill('Dinner at a tasca');
  await dialog.getByLabel('Place').fill('Alfama, Lisbon');
  await dialog.getByLabel('Start time').fill('20:00');
  await dialog.getByLabel('Duration, minutes').fill('90');
  await press(dialog.getByRole('button', { name: 'Save' }), isPhone);
  await expect(dialog).toBeHidden();
  const dinner = planDay(page, 1).getByRole('listitem', { name: 'Dinner at a tasca' });
  await expect(dinner).toContainText('20:00 · 1 h 30 min');

  // At a desk, a drag with the mouse puts dinner first on the day (the phone uses the buttons).
  if (!isPhone) {
    const handle = dinner.getByRole('button', { name: 'Drag Dinner at a tasca' });
    const target = planDay(page, 1).getByRole('listitem', { name: picked[0] });
    const from = (await handle.boundingBox())!;
    const to = (await target.boundingBox())!;
    await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
    await page.mouse.down();
    await page.mouse.move(from.x + from.width / 2, to.y + 4, { steps: 12 });
    await page.mouse.up();
    await expect(planDay(page, 1).getByRole('listitem').first()).toHaveAccessibleName(
      'Dinner at a tasca',
    );
  }

  // The map lists each day's places in order, for those who cannot see it.
  const map = plan.getByRole('region', { name: 'Map of the plan' });
  await expect(map.getByRole('list', { name: 'Day 1' })).toContainText(picked[0]);
  await expect(map.getByRole('list', { name: 'Day 2' })).toContainText(picked[1]);
  await expect(map.getByRole('list', { name: 'Day 3' })).toContainText(picked[2]);

  // The calendar link, read as a calendar app would.
  await press(plan.getByRole('button', { name: 'Create calendar link' }), isPhone);
  const feedUrl = await plan.getByRole('textbox', { name: 'Calendar link' }).inputValue();
  expect(feedUrl).toMatch(/^http:\/\/.+\.ics$/);
  const feed = await page.request.get(feedUrl);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^text\/calendar/);
  const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => new ICAL.Event(vevent));
  const tripEvent = events.find((event) => event.startDate.isDate);
  expect(tripEvent?.startDate.toString()).toBe(FIRST_DAY);
  const dinnerEvent = events.find((event) => event.summary === 'Dinner at a tasca');
  expect(dinnerEvent?.startDate.toString()).toBe(`${FIRST_DAY}T20:00:00`);
  expect(dinnerEvent?.endDate.toString()).toBe(`${FIRST_DAY}T21:30:00`);
  expect(dinnerEvent?.location).toBe('Alfama, Lisbon');

  // New dates without the third day: every item stays; the third day's goes back to the ideas.
  const token = await accessToken(page);
  const edit = await page.request.put(`/api/trips/getaway/${trip!._id}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { trip_start: FIRST_DAY, trip_end: SECOND_DAY },
  });
  expect(edit.status(), await edit.text()).toBe(200);
  await page.reload();
  await expect(planDay(page, 1).getByRole('listitem', { name: picked[0] })).toBeVisible();
  await expect(planDay(page, 2).getByRole('listitem', { name: picked[1] })).toBeVisible();
  const returned = ideas(page).getByRole('listitem', { name: picked[2] });
  await expect(returned).toContainText(/Was on .+ — the trip's dates changed/);
  await expect(planDay(page, 3)).toHaveCount(0);

  // Stopping the calendar link makes it unknown at once.
  await press(plan.getByRole('button', { name: 'Stop sharing calendar' }), isPhone);
  await press(page.getByRole('alertdialog').getByRole('button', { name: 'Stop sharing' }), isPhone);
  await expect(plan.getByRole('button', { name: 'Create calendar link' })).toBeVisible();
  expect((await page.request.get(feedUrl)).status()).toBe(404);
});

import type { Page } from '@playwright/test';
import { expect, newAccount, registerAndLogIn, test } from './fixtures';
import { createTrips, createWishlist, daysFromToday } from './trip-api';

/**
 * The rough edges a new traveller hit, each checked at phone and desktop width
 * (docs/PRODUCT-RULES.md#every-device).
 */

const lisbon = {
  location_address: 'Lisbon, Lisboa, Portugal',
  trip_location: 'Lisbon',
  trip_start: daysFromToday(10),
  trip_end: daysFromToday(14),
};

function upcoming(name: string, days: number) {
  return {
    location_address: `${name}, Somewhere, Portugal`,
    trip_location: name,
    trip_start: daysFromToday(days),
    trip_end: daysFromToday(days + 2),
  };
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test('a navigation starts at the top of the new page, with focus on its heading', async ({
  page,
  account,
}) => {
  void account;
  await createTrips(
    page,
    [1, 2, 3, 4, 5].map((n) => upcoming(`Town ${n}`, n * 3)),
  );
  await page.goto('/view-all');
  await expect(page.getByRole('article')).toHaveCount(5);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => scrollY(page)).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'View' }).last().click();
  await expect(page).toHaveURL(/\/trips\//);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(/Town 5/);
  await expect.poll(() => scrollY(page)).toBe(0);
  await expect(heading).toBeFocused();
});

test('the first page load keeps focus where the page puts it', async ({ page, account }) => {
  void account;
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Where are you going?' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).not.toBeFocused();
});

test('after Create the traveller sees the new trip: named, linked and first on Explore', async ({
  page,
  account,
}) => {
  void account;
  await createTrips(page, [upcoming('Porto', 5)]);
  await page.goto('/search');
  const combobox = page.getByRole('combobox');
  await combobox.fill('Lisbon');
  await expect(page.getByRole('option').first()).toBeVisible();
  await combobox.press('Enter');
  const panel = page.getByRole('form', { name: 'Create your trip' });
  await panel.getByRole('button', { name: 'Create' }).click();

  await expect(page).toHaveURL(/\/explore$/);
  const message = page.getByRole('alert').filter({ hasText: 'has been created' });
  await expect(message).toContainText('Your trip to Lisbon has been created.');
  const link = message.getByRole('link', { name: 'Open Lisbon' });
  await expect(link).toHaveAttribute('href', /^\/trips\/[0-9a-f-]{36}$/);
  const firstSlide = page.getByRole('group', { name: /^1 of 2$/ });
  await expect(firstSlide).toContainText('Lisbon');
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Lisbon');
});

test('the highlighted place is clearly marked, and Enter picks exactly that one', async ({
  page,
  account,
}) => {
  void account;
  await page.goto('/search');
  const combobox = page.getByRole('combobox');
  // Typed by key, as a traveller does: earlier answers ("Lis") must not be what Enter picks.
  await combobox.pressSequentially('Lisbon, ME', { delay: 30 });
  await combobox.press('Enter');
  const highlighted = page.locator('.MuiAutocomplete-option.Mui-focused');
  await expect(highlighted).toHaveText('Lisbon, ME, United States');
  await expect(highlighted).toHaveCSS('background-color', 'rgb(219, 228, 245)');
  const shown = await highlighted.textContent();
  await combobox.press('Enter');
  await expect(combobox).toHaveValue(shown!);
  const panel = page.getByRole('form', { name: 'Create your trip' });
  await expect(panel.getByText(shown!, { exact: true })).toBeVisible();
});

test('Discover refuses past dates and an end before the start, at the field', async ({ page }) => {
  await page.goto('/discover');
  await page.getByRole('combobox', { name: 'Location' }).selectOption('Europe');
  await page.getByRole('button', { name: 'Custom Dates' }).click();
  const start = page.getByLabel('Start date');
  const end = page.getByLabel('End date');
  await start.fill(daysFromToday(-3));
  await end.fill(daysFromToday(5));
  await expect(start).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The start date cannot be in the past.')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(start).toBeFocused();
  await expect(page.getByRole('status')).toHaveText(/Step 2 of 3/);

  await start.fill(daysFromToday(10));
  await expect(end).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('The end date cannot be before the start date.')).toBeVisible();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(end).toBeFocused();
  await expect(page.getByRole('button', { name: '$$' })).toHaveCount(0);

  await end.fill(daysFromToday(12));
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status')).toHaveText(/Step 3 of 3/);
});

test.describe('a list that fails to load offers Retry, not the empty-state text', () => {
  const tripList = /\/api\/trips\/getaway-trip(\?|$)/;
  const wishlists = /\/api\/wishlist\/getlists(\?|$)/;

  for (const [path, route, empty] of [
    ['/my-trip', tripList, 'Start planning your trips!'],
    ['/explore', tripList, 'Start planning your trips!'],
    ['/previous-trips', tripList, 'You dont have Previous Trips.'],
    ['/view-all', tripList, 'Start planning your trips!'],
    ['/my-trip', wishlists, 'No wishlists yet'],
    ['/explore', wishlists, 'No wishlists yet'],
  ] as const) {
    test(`${path} when ${route === wishlists ? 'wishlists' : 'trips'} fail`, async ({
      page,
      account,
    }) => {
      void account;
      await page.route(route, (request) =>
        request.request().method() === 'GET'
          ? request.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' })
          : request.fallback(),
      );
      await page.goto(path);
      const retry = page.getByRole('button', { name: 'Retry' });
      await expect(retry).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(empty)).toHaveCount(0);
      await page.unroute(route);
      await retry.click();
      await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
      await expect(page.getByText(empty).first()).toBeVisible();
    });
  }

  test('wishlist detail', async ({ page, account }) => {
    void account;
    const list = await createWishlist(page, 'Summer');
    const route = `**/api/wishlist/spec-wishlist/${list._id}`;
    await page.route(route, (request) => request.fulfill({ status: 502, body: 'Bad Gateway' }));
    await page.goto(`/wishlist-detail/${list._id}`);
    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('alert')).toContainText('Failed to fetch wishlist data');
    await expect(page.getByText('No trips in this wishlist.')).toHaveCount(0);
    await page.unroute(route);
    await retry.click();
    await expect(page.getByText('No trips in this wishlist.')).toBeVisible();
  });
});

test('the Create button never covers the footer or the last content', async ({ page, account }) => {
  void account;
  await createTrips(page, [lisbon]);
  for (const name of ['One', 'Two', 'Three']) await createWishlist(page, name);
  for (const path of ['/my-trip', '/explore']) {
    await page.goto(path);
    await expect(page.getByText('Loading...')).toHaveCount(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const create = await page.getByRole('link', { name: 'Create', exact: true }).boundingBox();
    const footer = await page.getByRole('contentinfo').boundingBox();
    const last = await page.getByRole('button', { name: 'Delete wishlist Three' }).boundingBox();
    expect(create && footer && last, path).toBeTruthy();
    expect(create!.y + create!.height, `${path}: Create above the footer`).toBeLessThanOrEqual(
      footer!.y,
    );
    const overlaps =
      create!.x < last!.x + last!.width &&
      last!.x < create!.x + create!.width &&
      create!.y < last!.y + last!.height &&
      last!.y < create!.y + create!.height;
    expect(overlaps, `${path}: Create clear of the last content`).toBe(false);
  }
});

test.describe('form errors mark the field and focus the first bad one', () => {
  test('register and login', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Register' }).click();
    const first = page.getByRole('textbox', { name: 'First Name' });
    await expect(first).toBeFocused();
    await expect(first).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('alert')).toHaveText('All fields are required.');

    await page.goto('/login');
    await page.getByRole('textbox', { name: 'Email' }).fill('someone@example.com');
    await page.getByRole('button', { name: 'Login' }).click();
    const password = page.getByLabel('Password');
    await expect(password).toBeFocused();
    await expect(password).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
  });

  test('profile, add to wishlist and create trip', async ({ page }) => {
    await registerAndLogIn(page, newAccount());
    await createTrips(page, [lisbon]);
    await createWishlist(page, 'Summer');

    await page.goto('/my-trip');
    await page.getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    const city = page.getByRole('textbox', { name: 'City' });
    await city.fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(city).toBeFocused();
    await expect(city).toHaveAttribute('aria-invalid', 'true');

    await page.goto('/explore');
    await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Add to Wishlist' });
    const name = dialog.getByRole('textbox', { name: 'Wishlist Name' });
    await name.fill('Summer');
    await expect(dialog.getByText('6/60')).toBeVisible();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(name).toBeFocused();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await page.goto('/search');
    await page.getByRole('combobox').fill('Lisbon');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.getByRole('combobox').press('Enter');
    const panel = page.getByRole('form', { name: 'Create your trip' });
    const end = panel.locator('input[name="trip_end"]');
    await panel.locator('input[name="trip_start"]').fill(daysFromToday(10));
    await end.fill(daysFromToday(5));
    await panel.getByRole('button', { name: 'Create' }).click();
    await expect(end).toBeFocused();
    await expect(end).toHaveAttribute('aria-invalid', 'true');
  });
});

test('wishlist names show how many of the 60 characters are used', async ({ page, account }) => {
  void account;
  await createTrips(page, [lisbon]);
  await page.goto('/explore');
  await page.getByRole('button', { name: 'Add to wishlist' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add to Wishlist' });
  const name = dialog.getByRole('textbox', { name: 'Wishlist Name' });
  await expect(dialog.getByText('0/60')).toBeVisible();
  await name.fill('x'.repeat(58));
  await expect(dialog.getByText('58/60')).toBeVisible();
  await name.pressSequentially('yyy');
  await expect(name).toHaveValue(`${'x'.repeat(58)}yy`);
  await expect(dialog.getByText('60/60')).toBeVisible();
});

test('deleting a wishlist names it and says its trips stop being favourites', async ({
  page,
  account,
}) => {
  void account;
  await createWishlist(page, 'Summer');
  await page.goto('/explore');
  await page.getByRole('button', { name: 'Delete wishlist Summer' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Delete the wishlist "Summer"? Its trips stop being favourites.',
  });
  await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('button', { name: 'Delete wishlist Summer' })).toHaveCount(0);
});

test('card dates show the year outside this year; previous trips are newest first', async ({
  page,
  account,
}) => {
  void account;
  const nextYear = new Date().getFullYear() + 1;
  await createTrips(page, [
    {
      location_address: 'Faro, Faro, Portugal',
      trip_location: 'Faro',
      trip_start: `${nextYear}-03-05`,
      trip_end: `${nextYear}-03-09`,
    },
    {
      location_address: 'Braga, Braga, Portugal',
      trip_location: 'Braga',
      trip_start: '2024-03-01',
      trip_end: '2024-03-03',
    },
    {
      location_address: 'Evora, Evora, Portugal',
      trip_location: 'Evora',
      trip_start: '2024-09-01',
      trip_end: '2024-09-03',
    },
  ]);
  await page.goto('/view-all');
  await expect(page.getByRole('article', { name: /Faro/ })).toContainText(
    `Mar 5 – Mar 9, ${nextYear}`,
  );
  await page.goto('/previous-trips');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0)).toContainText('Evora');
  await expect(cards.nth(0)).toContainText('Sep 1 – Sep 3, 2024');
  await expect(cards.nth(1)).toContainText('Braga');
});

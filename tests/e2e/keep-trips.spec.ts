import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { createTrips, createWishlist, daysFromToday } from './trip-api';

const lisbon = {
  location_address: 'Lisbon, Lisbon, Portugal',
  trip_location: 'Lisbon',
  trip_start: daysFromToday(3),
  trip_end: daysFromToday(8),
};
const kyoto = {
  location_address: 'Kyoto, Kyoto, Japan',
  trip_location: 'Kyoto',
  trip_start: daysFromToday(20),
  trip_end: daysFromToday(25),
};

function tripCard(scope: Page | Locator, address: string): Locator {
  return scope.getByRole('article', { name: address });
}

function activeSlide(page: Page): Locator {
  return page.locator('[aria-roledescription="slide"][data-active="true"]');
}

test.describe('logged out', () => {
  test('trip screens ask the visitor to log in', async ({ page }) => {
    for (const path of ['/my-trip', '/explore', '/previous-trips', '/view-all']) {
      await page.goto(path);
      await expect(page.getByText('Please log in to view your trips.')).toBeVisible();
    }
  });
});

test('a new traveller sees the empty states', async ({ page, account }) => {
  void account;
  await page.goto('/my-trip');
  await expect(page.getByText('Start planning your trips!')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create' })).toHaveAttribute('href', '/search');

  await page.goto('/previous-trips');
  await expect(page.getByText('You dont have Previous Trips.')).toBeVisible();

  await page.goto('/view-all');
  await expect(page.getByText('Start planning your trips!')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/explore$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Explore' })).toBeVisible();
});

test('favourites a trip into a new list, another into that list, then unfavourites', async ({
  page,
  account,
}) => {
  void account;
  await createTrips(page, [lisbon, kyoto]);
  await page.goto('/view-all');

  const lisbonCard = tripCard(page, lisbon.location_address);
  await lisbonCard.getByRole('button', { name: 'Add to wishlist' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add to Wishlist' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('Existing Wishlists')).toHaveCount(0);
  await dialog.getByLabel('Wishlist Name').fill('Summer escapes');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Trip has been added to Summer escapes');
  await expect(lisbonCard.getByRole('button', { name: 'Remove from favourites' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  const kyotoCard = tripCard(page, kyoto.location_address);
  await kyotoCard.getByRole('button', { name: 'Add to wishlist' }).click();
  await expect(dialog.getByText('Existing Wishlists')).toBeVisible();
  await dialog.getByRole('button', { name: 'Summer escapes' }).click();
  await expect(dialog.getByLabel('Wishlist Name')).toBeDisabled();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('Trip has been added to Summer escapes');
  await expect(kyotoCard.getByRole('button', { name: 'Remove from favourites' })).toBeVisible();

  await kyotoCard.getByRole('button', { name: 'Unfavourite' }).click();
  await expect(page.getByRole('alert')).toHaveText('Trip has been removed from Summer escapes');
  await expect(kyotoCard.getByRole('button', { name: 'Add to wishlist' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );

  // The list shows what changed without a reload (docs/PRODUCT-RULES.md#fresh-data).
  await page.goto('/explore');
  await page.getByRole('link', { name: /Summer escapes/ }).click();
  await expect(page).toHaveURL(/\/wishlist-detail\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Summer escapes' })).toBeVisible();
  await expect(tripCard(page, lisbon.location_address)).toBeVisible();
  await expect(tripCard(page, kyoto.location_address)).toHaveCount(0);
});

test('deleting a wishlist turns its trips back to grey hearts', async ({ page, account }) => {
  void account;
  const [trip] = await createTrips(page, [lisbon]);
  await createWishlist(page, 'Weekend ideas', trip!._id);
  await createWishlist(page, 'Someday');

  await page.goto('/explore');
  await expect(page.getByText('No trips available')).toBeVisible();
  await page.getByRole('button', { name: 'Delete wishlist Weekend ideas' }).click();
  const confirm = page.getByRole('alertdialog', {
    name: 'Delete the wishlist "Weekend ideas"? Its trips stop being favourites.',
  });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('link', { name: /Weekend ideas/ })).toBeVisible();

  await page.getByRole('button', { name: 'Delete wishlist Weekend ideas' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('link', { name: /Weekend ideas/ })).toHaveCount(0);
  await expect(
    tripCard(page, lisbon.location_address).getByRole('button', { name: 'Add to wishlist' }),
  ).toHaveAttribute('data-favorite', 'false');
  await expect(page.getByRole('link', { name: 'Someday' })).toBeVisible();
});

test('deletes a trip from My trips after the confirmation', async ({ page, account }) => {
  void account;
  const [trip] = await createTrips(page, [lisbon]);
  await createWishlist(page, 'Keepers', trip!._id);
  await page.goto('/my-trip');
  await expect(page.getByRole('heading', { name: 'Active' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'In Progress' })).toBeVisible();

  const card = tripCard(page, lisbon.location_address);
  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Do you want to delete this trip?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('alert')).toHaveText('Trip deleted');
  await expect(card).toHaveCount(0);
  await expect(page.getByText('Start planning your trips!')).toBeVisible();
});

test('lists previous trips by end year, newest first, and deletes one', async ({
  page,
  account,
}) => {
  void account;
  const year = new Date().getFullYear();
  await createTrips(page, [
    {
      location_address: 'Porto, Porto, Portugal',
      trip_location: 'Porto',
      trip_start: `${year - 2}-06-01`,
      trip_end: `${year - 2}-06-04`,
    },
    {
      location_address: 'Seville, Andalusia, Spain',
      trip_location: 'Seville',
      trip_start: `${year - 1}-03-05`,
      trip_end: `${year - 1}-03-09`,
    },
    {
      location_address: 'Yesterday Town, Ontario, Canada',
      trip_location: 'Yesterday Town',
      trip_start: daysFromToday(-3),
      trip_end: daysFromToday(-1),
    },
    lisbon,
  ]);
  await page.goto('/previous-trips');
  const headings = page.getByRole('heading', { level: 2 });
  const yesterdayYear = daysFromToday(-1).slice(0, 4);
  const expected = [...new Set([yesterdayYear, String(year - 1), String(year - 2)])];
  await expect(headings).toHaveText(expected);
  const seville = tripCard(page, 'Seville, Andalusia, Spain');
  await expect(seville.getByText('Mar 5 – Mar 9')).toBeVisible();
  await expect(seville.getByRole('link', { name: 'View' })).toHaveAttribute('href', /\/trips\//);
  // Active trips are not previous ones.
  await expect(tripCard(page, lisbon.location_address)).toHaveCount(0);

  await seville.getByRole('button', { name: 'Delete' }).click();
  await page
    .getByRole('alertdialog', { name: 'Do you want to delete this post?' })
    .getByRole('button', { name: 'Delete' })
    .click();
  await expect(page.getByRole('alert')).toHaveText('Trip deleted');
  await expect(seville).toHaveCount(0);
});

test('View all groups upcoming trips by end year, by start date within a year', async ({
  page,
  account,
}) => {
  void account;
  const next = new Date().getFullYear() + 1;
  await createTrips(page, [
    {
      location_address: 'Oslo, Oslo, Norway',
      trip_location: 'Oslo',
      trip_start: `${next}-08-01`,
      trip_end: `${next}-08-05`,
    },
    {
      location_address: 'Rome, Lazio, Italy',
      trip_location: 'Rome',
      trip_start: `${next}-02-01`,
      trip_end: `${next}-02-05`,
    },
    lisbon,
  ]);
  await page.goto('/view-all');
  const thisYear = lisbon.trip_end.slice(0, 4);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(
    thisYear === String(next) ? [String(next)] : [thisYear, String(next)],
  );
  const nextYear = page.getByRole('region', { name: String(next) });
  await expect(nextYear.getByRole('article')).toHaveText([/Rome/, /Oslo/]);
});

test('the wishlist detail shows its trips, its empty state and a missing list', async ({
  page,
  account,
}) => {
  void account;
  const [trip] = await createTrips(page, [lisbon]);
  const full = await createWishlist(page, 'Portugal', trip!._id);
  const empty = await createWishlist(page, 'Empty for now');

  await page.goto(`/wishlist-detail/${full._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Portugal' })).toBeVisible();
  await expect(tripCard(page, lisbon.location_address)).toBeVisible();

  await page.goto(`/wishlist-detail/${empty._id}`);
  await expect(page.getByText('No trips in this wishlist.')).toBeVisible();

  await page.goto('/wishlist-detail/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('No wishlist data available.')).toBeVisible();
  await page.getByRole('link', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/explore$/);
});

test('the In Progress carousel moves by keyboard and by swipe', async ({
  page,
  account,
}, testInfo) => {
  void account;
  await createTrips(page, [lisbon, kyoto]);
  await page.goto('/my-trip');
  const carousel = page.getByRole('region', { name: 'In Progress trips' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
  await expect(activeSlide(page)).toContainText('Lisbon');

  await carousel.focus();
  await page.keyboard.press('ArrowRight');
  await expect(activeSlide(page)).toContainText('Kyoto');
  // Not infinite: the last slide stays.
  await page.keyboard.press('ArrowRight');
  await expect(activeSlide(page)).toContainText('Kyoto');
  await page.keyboard.press('ArrowLeft');
  await expect(activeSlide(page)).toContainText('Lisbon');

  const box = (await carousel.boundingBox())!;
  const y = box.y + 80;
  const from = box.x + box.width * 0.8;
  const to = box.x + box.width * 0.1;
  if (testInfo.project.name === 'phone') {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchStart',
      touchPoints: [{ x: from, y }],
    });
    for (let step = 1; step <= 8; step += 1) {
      await cdp.send('Input.dispatchTouchEvent', {
        type: 'touchMove',
        touchPoints: [{ x: from + ((to - from) * step) / 8, y }],
      });
    }
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  } else {
    await page.mouse.move(from, y);
    await page.mouse.down();
    await page.mouse.move(to, y, { steps: 8 });
    await page.mouse.up();
  }
  await expect(activeSlide(page)).toContainText('Kyoto');
  // No dots and no arrows.
  await expect(carousel.getByRole('button', { name: /next|previous/i })).toHaveCount(0);
});

import { expect, test } from './fixtures';

test.describe('Landing', () => {
  test.describe('before any script has run', () => {
    test.use({ javaScriptEnabled: false });
    test('a first visit shows the page, styled, with its ways in', async ({ page }) => {
      await page.goto('/');
      const title = page.getByRole('heading', { level: 1, name: 'Plan Smarter, Travel Further.' });
      await expect(title).toBeVisible();
      // Styled by the page's own styles, not the browser's: the hero's white on dark blue.
      await expect(title).toHaveCSS('color', 'rgb(255, 255, 255)');
      await expect(page.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
        'href',
        '/login',
      );
      await expect(page.getByRole('contentinfo')).toContainText('© 2025 Getaway Planner');
    });
  });

  test('promises the three steps and sends both calls to action to the login screen', async ({
    page,
  }) => {
    // A first visit is text and links: it loads no script (docs/PERFORMANCE.md).
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Plan Smarter, Travel Further.' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'How It Works' })).toBeVisible();
    for (const step of ['Discover', 'Plan and save', 'Go and enjoy']) {
      await expect(page.getByRole('heading', { level: 3, name: step })).toBeVisible();
    }
    await expect(page.getByText(/Filter by location, date and budget/)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2025 Getaway Planner');

    const getStarted = page.getByRole('link', { name: 'Get Started' });
    const startPlanning = page.getByRole('link', { name: 'Start Planning' });
    await expect(getStarted).toHaveAttribute('href', '/login');
    await expect(startPlanning).toHaveAttribute('href', '/login');

    await page.waitForLoadState('load');
    expect(scripts).toEqual([]);

    await getStarted.click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Login' })).toBeEnabled();
    await page.goBack();
    await page.getByRole('link', { name: 'Start Planning' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('links between the login and register screens', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/register$/);
    await page.getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('fits the screen width without sideways scrolling', async ({ page }) => {
    for (const path of ['/', '/login', '/register', '/about', '/discover', '/nowhere']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});

test.describe('Discover', () => {
  test('reveals dates after a location and prices after confirmed dates, fetching nothing', async ({
    page,
  }) => {
    const apiCalls: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/')) apiCalls.push(request.url());
    });
    await page.goto('/discover');
    await expect(page.getByRole('heading', { level: 1, name: 'Discover' })).toBeVisible();
    const progress = page.getByRole('status');
    await expect(progress).toContainText('Step 1 of 3');
    const location = page.getByLabel('Location');
    await expect(location.locator('option')).toHaveText([
      'Choose a location',
      'Anywhere',
      'United States',
      'Europe',
      'Mexico',
      'Canada',
      'South America',
      'Italy',
      'Caribbean',
    ]);
    await expect(page.getByRole('button', { name: 'Anytime' })).toHaveCount(0);

    await location.selectOption('Caribbean');
    await expect(progress).toContainText('Step 2 of 3');
    await page.getByRole('button', { name: 'Custom Dates' }).click();
    const confirm = page.getByRole('button', { name: 'Confirm' });
    await expect(confirm).toBeDisabled();
    await page.getByLabel('Start date').fill('2026-12-20');
    await page.getByLabel('End date').fill('2026-12-28');
    await expect(confirm).toBeEnabled();
    await page.getByRole('button', { name: 'Clear' }).click();
    await expect(page.getByLabel('Start date')).toHaveValue('');
    await expect(page.getByLabel('End date')).toHaveValue('2026-12-28');
    await expect(confirm).toBeDisabled();
    await expect(page.getByRole('button', { name: '$', exact: true })).toHaveCount(0);

    await page.getByLabel('Start date').fill('2026-12-21');
    await confirm.click();
    await expect(progress).toContainText('Step 3 of 3');
    for (const tier of ['$', '$$', '$$$']) {
      await expect(page.getByRole('button', { name: tier, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: '$$$', exact: true }).click();
    await expect(page.getByRole('button', { name: '$$$', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByText('You are looking for')).toContainText('Caribbean');
    expect(apiCalls).toEqual([]);
  });

  test('goes from Anytime straight to the price step', async ({ page }) => {
    await page.goto('/discover');
    await page.getByLabel('Location').selectOption('Anywhere');
    await page.getByRole('button', { name: 'Anytime' }).click();
    await expect(page.getByRole('status')).toContainText('Step 3 of 3');
    await expect(page.getByRole('button', { name: '$', exact: true })).toBeVisible();
  });
});

test.describe('About and unknown pages', () => {
  test('About tells what the product does and goes back to My trips', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('About');
    await expect(page.getByText(/tracks and compares the total cost of your trips/)).toBeVisible();
    await expect(page.getByText(/airfare, lodging, car rental and other expenses/)).toBeVisible();
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/my-trip$/);
  });

  test('an unknown path shows Page Not Found with a way home', async ({ page }) => {
    await page.goto('/this/does/not/exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Plan Smarter, Travel Further.' }),
    ).toBeVisible();
  });
});

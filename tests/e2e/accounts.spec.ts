import { expect, holdAppScripts, newAccount, registerAndLogIn, test } from './fixtures';
import type { Page } from '@playwright/test';

const header = (page: Page) => page.getByRole('banner');
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Trips' });

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

test.describe('Register', () => {
  test('keeps only five digits in the zip, refuses a short one, then registers and lands on My trips', async ({
    page,
  }) => {
    const account = newAccount();
    await page.goto('/register');
    await expect(page.getByRole('heading', { level: 1, name: 'Register' })).toBeVisible();
    await page.getByLabel('First Name').fill(account.fname);
    await page.getByLabel('Last Name').fill(account.lname);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByLabel('Date of Birth').fill(account.birthday);
    await page.getByLabel('City').fill(account.city);
    const state = page.getByLabel('State');
    await expect(state.locator('option').first()).toHaveText('Select State');
    await expect(state.locator('option')).toHaveCount(51);
    await state.selectOption(account.state);

    const zip = page.getByLabel('Zip Code');
    await zip.pressSequentially('8a0-2');
    await expect(zip).toHaveValue('802');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toHaveText('Zip code must be exactly 5 digits.');
    await expect(page).toHaveURL(/\/register$/);

    // Type at the end, as a traveller would after clicking into the field.
    await zip.press('End');
    await zip.pressSequentially('0299');
    await expect(zip).toHaveValue('80202');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page).toHaveURL(/\/my-trip$/);
    await expect(header(page)).toBeVisible();
    await expect(tabs(page).getByRole('tab', { name: 'My Trips' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('shows the server message when the email is already registered', async ({ page }) => {
    const account = newAccount();
    const response = await page.request.post('/api/user/register', { data: account });
    expect(response.status()).toBe(201);
    await page.context().clearCookies();

    await page.goto('/register');
    await page.getByLabel('First Name').fill(account.fname);
    await page.getByLabel('Last Name').fill(account.lname);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByLabel('Date of Birth').fill(account.birthday);
    await page.getByLabel('City').fill(account.city);
    await page.getByLabel('State').selectOption(account.state);
    await page.getByLabel('Zip Code').fill(account.zip);
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert')).toHaveText('An account with this email already exists.');
    await expect(page).toHaveURL(/\/register$/);
  });
});

test.describe('Login and logout', () => {
  test('shows the server message for a wrong password', async ({ page }) => {
    const account = newAccount();
    expect((await page.request.post('/api/user/register', { data: account })).status()).toBe(201);
    await page.context().clearCookies();

    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    await fillLogin(page, account.email, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('logs in and lands on My trips', async ({ page }) => {
    const account = newAccount();
    expect((await page.request.post('/api/user/register', { data: account })).status()).toBe(201);
    await page.context().clearCookies();

    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/my-trip$/);
    await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('the login page drawn at build time takes what the visitor typed and pressed before the app arrived', async ({
    page,
  }) => {
    const account = newAccount();
    expect((await page.request.post('/api/user/register', { data: account })).status()).toBe(201);
    await page.context().clearCookies();
    // The app's scripts are held back until the visitor has typed and pressed Login.
    const { scriptRequests, releaseScripts } = await holdAppScripts(page);

    await page.goto('/login', { waitUntil: 'commit' });
    await fillLogin(page, account.email, account.password);
    // Nothing was sent by the browser itself: still on /login, no password in the address.
    await expect(page).toHaveURL(/\/login$/);
    expect(scriptRequests.length).toBeGreaterThan(0);
    releaseScripts();
    await expect(page).toHaveURL(/\/my-trip$/);
    await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('the login page runs no script until the visitor uses it, and floats the label off the field in use', async ({
    page,
  }) => {
    const { scriptRequests, releaseScripts } = await holdAppScripts(page);
    const email = page.getByLabel('Email');
    // The label sits inside an empty field, and above it (on the border) once it is in use.
    const labelIsAbove = async () => {
      const label = await page.locator('label', { hasText: 'Email' }).boundingBox();
      const field = await email.boundingBox();
      if (!label || !field) throw new Error('the Email field is not on screen');
      return label.y + label.height / 2 < field.y + 4;
    };

    await page.goto('/login', { waitUntil: 'networkidle' });
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    expect(scriptRequests).toEqual([]);
    expect(await labelIsAbove()).toBe(false);

    await email.focus();
    await expect.poll(() => scriptRequests.length).toBeGreaterThan(0);
    await expect.poll(labelIsAbove).toBe(true);
    releaseScripts();
    await expect(page.locator('form[data-taken-over]')).toHaveCount(1);
    // The app heard that the field already had focus: the label stays up while it is empty.
    await expect.poll(labelIsAbove).toBe(true);
    await email.blur();
    await expect.poll(labelIsAbove).toBe(false);
  });

  test('a device that remembers an ended session gets the login page without an error', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/about');
    await page.evaluate(() => localStorage.setItem('firstLogin', 'true'));
    await page.goto('/login', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: 'Login' })).toBeVisible();
    // A visitor taps a field, then types: the page drawn at build time takes no tap while the app
    // checks the remembered session, so what is typed lands in the form the app draws.
    await page.getByLabel('Email').click();
    await page.keyboard.type('nobody@example.com');
    await page.getByLabel('Password').click();
    await page.keyboard.type('not-the-password');
    await page.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
    expect(errors).toEqual([]);
  });

  test('logs in with the keyboard alone', async ({ page }) => {
    const account = newAccount();
    expect((await page.request.post('/api/user/register', { data: account })).status()).toBe(201);
    await page.context().clearCookies();

    await page.goto('/login');
    await page.getByLabel('Email').focus();
    await page.keyboard.type(account.email);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(account.password);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Login' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/my-trip$/);
  });

  test('sends a logged-in traveller away from login and register to My trips', async ({
    page,
    account: _account,
  }) => {
    await page.goto('/login');
    await expect(page).toHaveURL(/\/my-trip$/);
    await page.goto('/register');
    await expect(page).toHaveURL(/\/my-trip$/);
  });

  test('keeps the session across a reload', async ({ page, account: _account }) => {
    await page.goto('/my-trip');
    await expect(header(page)).toBeVisible();
    await page.reload();
    await expect(header(page)).toBeVisible();
    await expect(page).toHaveURL(/\/my-trip$/);
    expect(await page.evaluate(() => localStorage.getItem('firstLogin'))).not.toBeNull();
  });

  test('logs out to the start page and stays logged out', async ({ page }) => {
    const account = newAccount();
    expect((await page.request.post('/api/user/register', { data: account })).status()).toBe(201);
    await page.context().clearCookies();
    await page.goto('/login');
    await fillLogin(page, account.email, account.password);
    await expect(page).toHaveURL(/\/my-trip$/);

    await header(page).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Plan Smarter, Travel Further.' }),
    ).toBeVisible();
    await expect(header(page)).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('firstLogin'))).toBeNull();

    await page.goto('/my-trip');
    await expect(page.getByText('Please log in to view your trips.')).toBeVisible();
  });
});

test.describe('Frame', () => {
  test('shows the header and tabs on My trips and hides them on About and Profile', async ({
    page,
    account: _account,
  }) => {
    await page.goto('/my-trip');
    await expect(header(page)).toBeVisible();
    await expect(tabs(page)).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2025 Getaway Planner');

    await header(page).getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(header(page)).toHaveCount(0);
    await expect(tabs(page)).toHaveCount(0);
    await page.getByRole('link', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/my-trip$/);

    await header(page).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile\/[0-9a-f-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    await expect(header(page)).toHaveCount(0);
    await expect(tabs(page)).toHaveCount(0);
  });

  test('moves between the tabs, the selected one following the path', async ({
    page,
    account: _account,
  }) => {
    await page.goto('/my-trip');
    await tabs(page).getByRole('tab', { name: 'Explore' }).click();
    await expect(page).toHaveURL(/\/explore$/);
    await expect(tabs(page).getByRole('tab', { name: 'Explore' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await tabs(page).getByRole('tab', { name: 'Past' }).click();
    await expect(page).toHaveURL(/\/previous-trips$/);
    await expect(tabs(page).getByRole('tab', { name: 'Past' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await header(page)
      .getByRole('link', { name: /Getaway Planner/ })
      .click();
    await expect(page).toHaveURL(/\/my-trip$/);
  });

  test('fits the header within the screen width', async ({ page, account: _account }) => {
    await page.goto('/my-trip');
    await expect(header(page)).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    for (const name of ['About', 'Profile', 'Logout']) {
      const box = await header(page)
        .getByRole(name === 'Logout' ? 'button' : 'link', { name })
        .boundingBox();
      expect(box, name).not.toBeNull();
      expect((box?.x ?? 0) + (box?.width ?? 0), name).toBeLessThanOrEqual(
        page.viewportSize()?.width ?? 0,
      );
    }
  });
});

test.describe('Profile', () => {
  test('checks the four rules in order, then saves a change that survives a reload', async ({
    page,
    account,
  }) => {
    await page.goto('/my-trip');
    await header(page).getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByLabel('First Name')).toHaveValue(account.fname);
    await expect(page.getByLabel('First Name')).not.toBeEditable();
    await expect(page.getByRole('button', { name: 'Save' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Edit' }).click();
    await expect(page.getByRole('button', { name: 'Cancel' })).toBeVisible();
    const save = page.getByRole('button', { name: 'Save' });
    const alert = page.getByRole('alert');

    await page.getByLabel('City').fill('');
    await page.getByLabel('First Name').fill('Gr4ce');
    await page.getByLabel('Last Name').fill('H0pper');
    await page.getByLabel('Zip Code').fill('802');
    await save.click();
    await expect(alert).toHaveText('All fields are required.');
    await page.getByLabel('City').fill('Boulder');
    await save.click();
    await expect(alert).toHaveText('First name must contain only letters.');
    await page.getByLabel('First Name').fill('Ada');
    await save.click();
    await expect(alert).toHaveText('Last name must contain only letters.');
    await page.getByLabel('Last Name').fill('Lovelace');
    await save.click();
    await expect(alert).toHaveText('Zip code must be exactly 5 digits.');
    await page.getByLabel('Zip Code').fill('80301');
    await page.getByLabel('State').selectOption('WY');
    await save.click();

    await expect(page.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(save).toHaveCount(0);
    await expect(page.getByLabel('First Name')).toHaveValue('Ada');
    await page.reload();
    await expect(page.getByLabel('First Name')).toHaveValue('Ada');
    await expect(page.getByLabel('Last Name')).toHaveValue('Lovelace');
    await expect(page.getByLabel('City')).toHaveValue('Boulder');
    await expect(page.getByLabel('State')).toHaveValue('Wyoming');
    await expect(page.getByLabel('Zip Code')).toHaveValue('80301');
  });

  test('restores the loaded values on Cancel', async ({ page, account }) => {
    await page.goto('/my-trip');
    await header(page).getByRole('link', { name: 'Profile' }).click();
    await page.getByRole('button', { name: 'Edit' }).click();
    await page.getByLabel('City').fill('Somewhere else');
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByLabel('City')).toHaveValue(account.city);
  });

  test("shows User not found for someone else's profile", async ({ page }) => {
    const other = newAccount();
    const created = await page.request.post('/api/user/register', { data: other });
    const { accesstoken } = (await created.json()) as { accesstoken: string };
    const info = await page.request.get('/api/user/infor', {
      headers: { Authorization: `Bearer ${accesstoken}` },
    });
    const { _id: otherId } = (await info.json()) as { _id: string };
    await page.context().clearCookies();

    await registerAndLogIn(page);
    await page.goto(`/profile/${otherId}`);
    await expect(page.getByText('User not found')).toBeVisible();
  });
});

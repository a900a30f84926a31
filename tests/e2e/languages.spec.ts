import type { Page } from '@playwright/test';
import { expect, newAccount, test } from './fixtures';
import { expectNoEnglish, JOURNEY_LANGUAGES, type JourneyMessages } from './languages';
import { createTrips, daysFromToday } from './trip-api';

/**
 * The main journeys in German and in Arabic, the language coming from the browser as it does
 * for a new traveller (docs/I18N.md): register, create a trip, estimate it, compare its dates,
 * plan a day, invite a companion and Discover, each screen with no English left on it but place
 * names and data. Names are read from the language's catalogue; a few literal texts check that
 * the catalogue says what a reader expects. Runs at 360 px and 1280 px.
 */

/** The part of a message before its first placeholder: "Add to " of "Add to {list}". */
const before = (message: string) => message.slice(0, message.indexOf('{'));
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens a part of the trip page by its link in the overview, as a traveller does. */
async function openPart(page: Page, M: JourneyMessages, link: string) {
  await page
    .getByRole('navigation', { name: M['trips.partsNav'] })
    .getByRole('link', { name: link, exact: true })
    .click();
}

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

const LITERAL = {
  de: { search: 'Wohin geht’s?', dir: 'ltr', lang: 'de' },
  ar: { search: 'إلى أين تذهب؟', dir: 'rtl', lang: 'ar' },
} as const;

for (const { lang, browserLocale, messages } of JOURNEY_LANGUAGES) {
  const M: JourneyMessages = messages;
  test.describe(`in ${lang}`, () => {
    test.use({ locale: browserLocale });

    test('registers, creates a trip, estimates it and compares its dates', async ({ page }) => {
      test.slow();
      const account = newAccount();
      await page.goto('/register');
      await expect(page.locator('html')).toHaveAttribute('lang', LITERAL[lang].lang);
      await expect(page.locator('html')).toHaveAttribute('dir', LITERAL[lang].dir);
      await page.getByLabel(M['auth.firstName']).fill(account.fname);
      await page.getByLabel(M['auth.lastName']).fill(account.lname);
      await page.getByLabel(M['auth.email']).fill(account.email);
      await page.getByLabel(M['auth.password']).fill(account.password);
      await page.getByLabel(M['auth.dateOfBirth']).fill(account.birthday);
      await page.getByLabel(M['auth.city']).fill(account.city);
      await page.getByLabel(M['auth.state']).selectOption(account.state);
      await page.getByLabel(M['auth.zipCode']).fill(account.zip);
      await expectNoEnglish(page, M);
      await page.getByRole('button', { name: M['auth.registerButton'] }).click();
      await expect(page).toHaveURL(/\/my-trip$/);
      await expect(page.getByRole('heading', { level: 1, name: M['trips.myTrips'] })).toBeVisible();
      await expectNoEnglish(page, M);

      await page.goto('/search');
      await expect(
        page.getByRole('heading', { level: 1, name: LITERAL[lang].search }),
      ).toBeVisible();
      const label = await pickPlace(page, 'Lisbon', /^Lisbon, .*Portugal$/);
      const form = page.getByRole('form', { name: M['search.createHeading'] });
      await form.locator('input[name="trip_start"]').fill(daysFromToday(30));
      await form.locator('input[name="trip_end"]').fill(daysFromToday(34));
      await expectNoEnglish(page, M);
      await form.getByRole('button', { name: M['trips.create'] }).click();
      await expect(page).toHaveURL(/\/explore$/);
      await page
        .getByRole('article', { name: label })
        .getByRole('link', { name: M['trips.view'] })
        .click();
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible();

      await openPart(page, M, M['trips.partCosts']);
      const costs = page.getByRole('region', { name: M['costs.heading'] });
      await expect(costs.getByText(M['costs.empty'])).toBeVisible();
      await costs.getByRole('button', { name: M['costs.estimateButton'] }).click();
      await expect(costs.getByText(M['costs.estimateChip'], { exact: true }).first()).toBeVisible({
        timeout: 15_000,
      });
      // Dollars, the trip's currency, written the language's way.
      await expect(costs.getByTestId('total-planned')).toHaveText(
        lang === 'de' ? /^[\d.]+,\d{2}\s\$$/ : /^\u2066?[\d,]+\.\d{2}\sUS\$\u2069?$/,
      );
      await expectNoEnglish(page, M);

      await openPart(page, M, M['trips.partDates']);
      const dates = page.getByRole('region', { name: M['compare.datesHeading'] });
      await expect(dates.getByRole('list', { name: M['compare.cheapestDates'] })).toBeVisible({
        timeout: 15_000,
      });
      await expectNoEnglish(page, M);
    });

    test('plans a day and invites a companion', async ({ page, account }) => {
      void account;
      const [trip] = await createTrips(page, [
        {
          location_address: 'Lisbon, Lisboa, Portugal',
          trip_location: 'Lisbon',
          trip_start: daysFromToday(20),
          trip_end: daysFromToday(22),
        },
      ]);
      await page.goto(`/trips/${trip!._id}`);
      await openPart(page, M, M['trips.partPlan']);
      const plan = page.locator('#plan');
      await plan
        .getByRole('button', { name: new RegExp(`^${escape(before(M['plan.addTo']))}`) })
        .first()
        .click();
      const dialog = page.getByRole('dialog', { name: M['plan.addThing'] });
      await dialog.getByLabel(M['plan.name']).fill('Tasca');
      await dialog.getByLabel(M['plan.startTime']).fill('20:00');
      await expectNoEnglish(page, M);
      await dialog.getByRole('button', { name: M['plan.save'] }).click();
      await expect(dialog).toBeHidden();
      await expect(plan.getByRole('listitem', { name: 'Tasca' }).first()).toBeVisible();
      await expectNoEnglish(page, M);

      const together = page.getByRole('region', { name: M['companions.heading'] });
      await together.scrollIntoViewIfNeeded();
      await together.getByRole('combobox', { name: M['companions.role'] }).click();
      await page.getByRole('option', { name: M['companions.roleEditor'] }).click();
      await together.getByRole('button', { name: M['companions.createInvite'] }).click();
      const link = together.getByRole('textbox', { name: M['companions.inviteLink'] });
      await expect(link).toHaveValue(/\/invite\//);
      await expectNoEnglish(page, M);
    });

    test('Discover finds destinations', async ({ page, account }) => {
      void account;
      await page.goto('/discover');
      await page
        .getByRole('combobox', { name: M['discover.location'] })
        .selectOption('United States');
      await page.getByRole('button', { name: M['discover.anytime'] }).click();
      await page.getByRole('button', { name: '$', exact: true }).click();
      const results = page.getByRole('region', { name: M['discover.resultsHeading'] });
      const destinations = results
        .getByRole('list', { name: M['discover.destinations'] })
        .getByRole('listitem');
      await expect(destinations.first()).toBeVisible({ timeout: 20_000 });
      await expectNoEnglish(page, M);
    });
  });
}

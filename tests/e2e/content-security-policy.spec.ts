import { expect, newAccount, registerAndLogIn, test } from './fixtures';
import { createTrips, daysFromToday } from './trip-api';

declare global {
  interface Window {
    cspViolations?: string[];
  }
}

test('no page breaks its own Content-Security-Policy, logged out or in', async ({ page }) => {
  // Recorded from the first script on: the browser reports each violation as an event.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window.cspViolations ??= []).push(`${event.violatedDirective} ${event.sourceFile}`);
    });
  });
  const violationsOn = async (path: string) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
    return { path, violations: await page.evaluate(() => window.cspViolations ?? []) };
  };

  const seen = [await violationsOn('/'), await violationsOn('/login')];
  await registerAndLogIn(page, newAccount());
  const [trip] = await createTrips(page, [
    {
      location_address: 'Lisbon, Lisboa, Portugal',
      trip_location: 'Lisbon',
      trip_start: daysFromToday(10),
      trip_end: daysFromToday(14),
    },
  ]);
  seen.push(await violationsOn('/my-trip'), await violationsOn(`/trips/${trip?._id}`));
  expect(seen).toEqual(seen.map(({ path }) => ({ path, violations: [] })));
});

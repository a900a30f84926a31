import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Discover's results on a map, as a visitor from Denver sees them: on tiles (a local stand-in for
 * the tile server, scripts/e2e-server.mjs), and as the outline map when no tile can be loaded.
 * Runs at 360 px and 1280 px; SCREENSHOTS=1 keeps a picture of each.
 */

/** A map tile request: /{z}/{x}/{y}.png on any host. */
const isTile = (url: URL) => /^\/\d+\/\d+\/\d+\.png$/.test(url.pathname);

async function discoverFromDenver(page: Page) {
  await page.goto('/discover');
  await page.getByRole('combobox', { name: 'Location' }).selectOption('United States');
  await page.getByRole('button', { name: 'Anytime' }).click();
  await page.getByRole('button', { name: '$', exact: true }).click();
  const results = page.getByRole('region', { name: 'Destinations for you' });
  await results.getByLabel('Starting city').fill('Denver, CO, United States');
  await results.getByRole('button', { name: 'Show destinations' }).click();
  const cards = results
    .getByRole('list', { name: 'Destinations', exact: true })
    .getByRole('listitem');
  await expect(cards.first()).toBeVisible({ timeout: 15_000 });
  const map = results.getByRole('region', { name: 'Map of the destinations' });
  return { results, cards, map };
}

/** axe's WCAG 2.1 A/AA rules on the map alone, on tiles or as the outline. */
async function expectAccessibleMap(page: Page) {
  const { violations } = await new AxeBuilder({ page })
    .include('[role="region"][aria-label="Map of the destinations"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
}

async function keepScreenshot(page: Page, name: string, width: number) {
  if (!process.env.SCREENSHOTS) return;
  await page.screenshot({ path: `.tmp/screenshots/${name}-${width}.png`, fullPage: false });
}

test('Discover shows its results on a tile map, and a marker leads to its card', async ({
  page,
}) => {
  const violations: string[] = [];
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      void (window as unknown as { reportViolation(text: string): Promise<void> }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  const { cards, map } = await discoverFromDenver(page);
  const count = await cards.count();
  await map.scrollIntoViewIfNeeded();
  // Tiles loaded from the configured server, with its credit shown on the map.
  await expect(map.locator('img.leaflet-tile-loaded').first()).toBeVisible();
  await expect(map.getByRole('link', { name: '© OpenStreetMap contributors' })).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/copyright',
  );
  await expect(map.locator('.leaflet-marker-icon')).toHaveCount(count);
  const places = map.getByRole('list', { name: 'Places on the map' }).getByRole('listitem');
  await expect(places).toHaveCount(count);
  await keepScreenshot(page, 'discover-map', page.viewportSize()?.width ?? 0);
  // Tiles, Leaflet and its styles all pass the Content-Security-Policy.
  expect(violations).toEqual([]);
  await expectAccessibleMap(page);

  // The first marker is the first card. Markers stack by number, so where places crowd together
  // on a phone, the cheapest stays on top and tappable.
  const cheapest = cards.first();
  const cheapestPlace = (await cheapest.getByRole('heading', { level: 3 }).textContent()) ?? '';
  await map.locator('.leaflet-marker-icon', { hasText: /^1$/ }).click();
  await expect(cheapest).toBeFocused();
  await expect(cheapest.getByRole('heading', { level: 3 })).toHaveText(cheapestPlace);

  // By keyboard: Tab leaves the map's zoom buttons for its credit, then the list, whose entry
  // does the same.
  await map.getByRole('button', { name: 'Zoom out' }).focus();
  await page.keyboard.press('Tab');
  await expect(map.getByRole('link', { name: '© OpenStreetMap contributors' })).toBeFocused();
  await page.keyboard.press('Tab');
  const first = places.first().getByRole('button');
  await expect(first).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(cards.first()).toBeFocused();
});

test('with no map tiles, Discover draws the outline map with the same points and says so', async ({
  page,
}) => {
  await page.route(isTile, (route) => route.abort('internetdisconnected'));
  const { cards, map } = await discoverFromDenver(page);
  const count = await cards.count();
  await map.scrollIntoViewIfNeeded();
  await expect(map.getByText(/^Offline map: no map tiles could be loaded/)).toBeVisible();
  await expect(map.getByText(/Natural Earth \(public domain\)/)).toBeVisible();
  const outline = map.getByTestId('outline-map');
  await expect(outline.locator('[data-map-marker]')).toHaveCount(count);
  // The United States' outline is drawn under the points.
  // The outlines load after the markers (their own chunk): wait for them.
  await expect.poll(() => outline.locator('path').count()).toBeGreaterThan(0);
  await keepScreenshot(page, 'discover-map-offline', page.viewportSize()?.width ?? 0);
  await expectAccessibleMap(page);

  // The last marker is drawn on top: near places' markers may overlap at the outline's scale.
  await outline.locator(`[data-map-marker="${count - 1}"]`).click();
  await expect(cards.nth(count - 1)).toBeFocused();
});

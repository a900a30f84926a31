// Renders the app's icons (src/client/public/icons/) from the logo in Chromium, once; the PNGs
// are committed. Run `node --import tsx scripts/make-icons.ts` after changing the logo.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const BACKGROUND = '#0b1f44';
const PLANE = '<path d="M14 40l36-16-10 24-6-9-9 5z" fill="#ffb300"/>';
/** The favicon: a rounded square. */
const ROUNDED = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BACKGROUND}"/>${PLANE}</svg>`;
/** Maskable: full bleed, the plane inside the middle 70% that every mask keeps. */
const MASKABLE = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BACKGROUND}"/><g transform="translate(9.6 9.6) scale(0.7)">${PLANE}</g></svg>`;

const outDir = fileURLToPath(new URL('../src/client/public/icons/', import.meta.url));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
});
const page = await browser.newPage();
for (const [name, svg, size] of [
  ['icon-192.png', ROUNDED, 192],
  ['icon-512.png', ROUNDED, 512],
  ['icon-maskable-512.png', MASKABLE, 512],
  ['apple-touch-icon.png', MASKABLE, 180],
] as const) {
  await page.setViewportSize({ width: size, height: size });
  await page.setContent(
    `<html><body style="margin:0;background:transparent">${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}</body></html>`,
  );
  writeFileSync(`${outDir}${name}`, await page.screenshot({ omitBackground: true }));
}
await browser.close();
console.log(`icons written to ${outDir}`);

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseCsvRecords } from '#server/costs/parse-csv';
import type { BeachSight, NaturalSight, SightData } from './sight-types';

/**
 * Turns the raw sight lists in `data/raw/` into the compact files the server loads: natural World
 * Heritage sites with the getaway kind they are for, and Europe's listed beaches. Pure apart from
 * reading the files, and deterministic, so a test can check the committed JSON is current. Run
 * `npm run build:sight-data` after replacing a raw file. See docs/ESTIMATES.md#discover.
 */

export const RAW_SIGHT_FILES = {
  worldHeritage: 'unesco-world-heritage-2023.csv',
  beaches: 'beaches-europe.csv',
} as const;

/** Beachmap's tiers 0-2 (its best known and well known beaches); tier 3 is local. */
const LISTED_BEACH_TIERS = new Set(['0', '1', '2']);

/**
 * A natural site by the sea (by its name: a reef, a coast) is a beach getaway's; any other is
 * the outdoors, which Discover's kinds call mountains (canyons, volcanoes, falls, parks).
 */
const SEASIDE_NAME = /\b(reefs?|lagoons?|coast(al)?|marine|atolls?|beach(es)?)\b/i;

export function buildSightData(rawDir: string): SightData {
  return {
    naturalWorldHeritage: buildNaturalSites(
      readFileSync(join(rawDir, RAW_SIGHT_FILES.worldHeritage), 'utf8'),
    ),
    beaches: buildBeaches(readFileSync(join(rawDir, RAW_SIGHT_FILES.beaches), 'utf8')),
  };
}

/** The files `npm run build:sight-data` writes, each part apart under its own licence. */
export const SIGHT_DATA_FILES = {
  naturalWorldHeritage: 'world-heritage-natural.json',
  beaches: 'beaches-europe.json',
} as const;

/** One record a line, so a change to the data reads as a change to its lines. */
export function sightListJson(items: readonly object[]): string {
  return `[\n${items.map((item) => JSON.stringify(item)).join(',\n')}\n]\n`;
}

/**
 * Windows-1252's characters for bytes 0x80-0x9F (Node 20's decoder of that name is Latin-1, which
 * leaves them as control characters); the rest of the byte range is Latin-1.
 */
const WINDOWS_1252_HIGH = '€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ';

function fromWindows1252(bytes: Uint8Array): string {
  let text = '';
  for (const byte of bytes)
    text +=
      byte >= 0x80 && byte <= 0x9f ? WINDOWS_1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

/** Text without its HTML tags and entities, on one line. */
export function plainText(html: string): string {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;/g, ' ')
      .replace(/&amp;/g, '&')
      // A Windows-1252 character stored as a C1 control inside a UTF-8 line (Š as U+008A).
      .replace(/[\u0080-\u009f]/g, (char) => fromWindows1252(Uint8Array.of(char.charCodeAt(0))))
      .replace(/\s+/g, ' ')
      .trim()
  );
}

function buildNaturalSites(text: string): NaturalSight[] {
  const sites: NaturalSight[] = [];
  for (const row of parseCsvRecords(text)) {
    if (row['category'] !== 'Natural' && row['category'] !== 'Mixed') continue;
    const lat = Number(row['Latitude']);
    const lng = Number(row['Longitude']);
    const id = Number(row['id_no']);
    const name = plainText(row['name_en'] ?? '');
    if (!name || !Number.isFinite(lat) || !Number.isFinite(lng)) continue;
    const kind = SEASIDE_NAME.test(name) ? 'beach' : 'mountains';
    sites.push({ name, kind, lat: round5(lat), lng: round5(lng), id });
  }
  return sites.sort((a, b) => a.id - b.id);
}

function buildBeaches(text: string): BeachSight[] {
  return parseCsvRecords(text)
    .filter((row) => LISTED_BEACH_TIERS.has(row['tier'] ?? ''))
    .map((row) => ({
      name: row['name'] ?? '',
      lat: round5(Number(row['lat'])),
      lng: round5(Number(row['lon'])),
      country: row['country'] ?? '',
    }))
    .filter(
      (beach) => beach.name !== '' && Number.isFinite(beach.lat) && Number.isFinite(beach.lng),
    )
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.lat - b.lat);
}

function round5(value: number): number {
  return Math.round(value * 1e5) / 1e5;
}

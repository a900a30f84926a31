import type { GazetteerPlace } from '../places/gazetteer';

/** A named point of interest near a place, from real map data. */
export interface Attraction {
  name: string;
  /** What it is, in words: "museum", "castle", "viewpoint". */
  kind: string;
  lat: number;
  lng: number;
  distanceKm: number;
  /** Its page on the source's site, when known. */
  url?: string;
}

/** Real attractions near a place (optional: `ATTRACTIONS_PROVIDER`). */
export interface AttractionsProvider {
  readonly adapter: string;
  /** Credit the data's licence requires. */
  readonly attribution: string;
  near(place: GazetteerPlace): Promise<Attraction[]>;
}

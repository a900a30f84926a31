import type { GazetteerPlace } from '../places/gazetteer';

/** A named point of interest near a place, from real map data. */
export interface Attraction {
  name: string;
  /** What it is, in words: "museum", "castle", "viewpoint". */
  kind: string;
  distanceKm: number;
}

/** Real attractions near a place (optional: `ATTRACTIONS_PROVIDER`). */
export interface AttractionsProvider {
  readonly adapter: string;
  /** Credit the data's licence requires. */
  readonly attribution: string;
  near(place: GazetteerPlace): Promise<Attraction[]>;
}

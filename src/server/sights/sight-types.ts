import type { ThingKind } from '#shared/contracts/things-to-do';

/** A natural or mixed World Heritage site, with the kind of getaway it is the gateway to. */
export interface NaturalSight {
  /** UNESCO's site number. */
  id: number;
  name: string;
  kind: 'mountains' | 'beach';
  lat: number;
  lng: number;
}

/** A beach Beachmap lists among Europe's best or well known (its tiers 0-2). */
export interface BeachSight {
  name: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  lat: number;
  lng: number;
}

/** Each part in its own file, under its own licence (`data/README.md`). */
export interface SightData {
  naturalWorldHeritage: NaturalSight[];
  beaches: BeachSight[];
}

/** A sight as the trimmed "things to do" files keep it; source and licence are the file's. */
export interface ShippedThing {
  /** "wikidata:Q123", "whc:265", "beach:ksamil-beaches-al". */
  id: string;
  name: string;
  kind: ThingKind;
  lat: number;
  lng: number;
  description?: string;
  url?: string;
  /**
   * How well known it is, 1 to 4 (absent: no measure), by the rule in data/README.md ("How things
   * to do are ordered"): better known sights are listed first.
   */
  fame?: number;
}

/** Each source in its own file, under its own licence (`data/README.md`). */
export interface ThingsData {
  castles: ShippedThing[];
  wikidata: ShippedThing[];
  worldHeritage: ShippedThing[];
  beaches: ShippedThing[];
  usMuseums: ShippedThing[];
  canadaCulture: ShippedThing[];
  franceMuseums: ShippedThing[];
  iberiaMuseums: ShippedThing[];
  ukMuseums: ShippedThing[];
}

import { existsSync, readFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { Gazetteer } from './gazetteer-index';
import { countryCodeByName, type PackedStrings, type PlaceColumns } from './place-columns';
import type { SearchIndex } from './search-index';

/**
 * Everything a gazetteer is, in a form `v8.serialize` keeps whole (typed arrays, plain arrays and
 * objects): written once by the server build, so a start reads it instead of decoding and sorting
 * 150,000 places again (docs/PERFORMANCE.md).
 */
export interface GazetteerSnapshot {
  columns: PlaceColumns;
  index: SearchIndex;
  countryCodes: [folded: string, code: string][];
}

/** Where the server build writes the snapshot: beside the compiled server, not in the sources. */
export const GAZETTEER_SNAPSHOT_FILE = 'gazetteer.v8';

/** The gazetteer from the snapshot the server build wrote beside it; undefined without one. */
export function readSnapshot(): Gazetteer | undefined {
  const file = new URL(`./${GAZETTEER_SNAPSHOT_FILE}`, import.meta.url);
  if (!existsSync(file)) return undefined;
  return gazetteerFromSnapshot(deserialize(readFileSync(file)) as GazetteerSnapshot);
}

export function gazetteerFromSnapshot(snapshot: GazetteerSnapshot): Gazetteer {
  for (const [folded, code] of snapshot.countryCodes) countryCodeByName.set(folded, code);
  const { columns, index } = snapshot;
  // `v8.deserialize` may hand back a typed array as a view of the whole file it read (9.6 MB):
  // copies keep only their own bytes, so the file can be freed (docs/PERFORMANCE.md).
  const copy = ({ bytes, starts }: PackedStrings) => ({
    bytes: bytes.slice(),
    starts: starts.slice(),
  });
  return new Gazetteer(
    {
      ...columns,
      names: copy(columns.names),
      ids: columns.ids.slice(),
      regionOf: columns.regionOf.slice(),
      population: columns.population.slice(),
      lat: columns.lat.slice(),
      lng: columns.lng.slice(),
    },
    {
      ...index,
      keys: copy(index.keys),
      byId: index.byId.slice(),
      keyPlace: index.keyPlace.slice(),
      keyKind: index.keyKind.slice(),
    },
  );
}

export function serializeGazetteer(gazetteer: Gazetteer): Buffer {
  return serialize(gazetteer.snapshot());
}

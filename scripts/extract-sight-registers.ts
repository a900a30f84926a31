import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCsvRecords } from '../src/server/costs/parse-csv';

/**
 * Writes the raw files of the national registers "Things to do" reads
 * (src/server/sights/data/README.md): only the columns used, values unchanged but for
 * surrounding spaces.
 *   imls FILE1 FILE2: IMLS's Museum Data Files (2018, Windows-1252) → us-museums-imls-2018.csv
 *   odcaf FILE: Statistics Canada's ODCAF v1.0 (UTF-8), its museums, galleries and heritage or
 *     historic sites → canada-culture-odcaf-v1.csv
 *   museofile MUSEOFILE VISITORS: France's Ministry of Culture's Muséofile and "Fréquentation des
 *     Musées de France" (semicolon-separated, UTF-8) → france-museofile.csv and
 *     france-museum-visitors.csv (the years whose rows carry the Muséofile id)
 *   osm-museums COUNTRY=FILE...: OpenStreetMap's tourism=museum as overpass-turbo GeoJSON, one
 *     file per country (PT=museums_portugal.geojson) → iberia-museums-osm.csv, each feature's
 *     point the centre of its outline's bounding box
 *   mapping-museums FILE: Birkbeck's Mapping Museums database snapshot (UTF-8), its museums still
 *     open (year closed 9999) → uk-museums-mapping-museums.csv
 */
const [mode, ...files] = process.argv.slice(2);
const rawDir = new URL('../src/server/sights/data/raw/', import.meta.url);
const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const clean = (value: string | undefined) => (value ?? '').replace(/[\s\u00a0]+/g, ' ').trim();

/** The French ministry's files separate fields by semicolons: read them as comma CSV would be. */
function semicolonRecords(text: string): Record<string, string>[] {
  const rows: string[][] = [[]];
  let field = '';
  let quoted = false;
  const endField = () => {
    rows[rows.length - 1]?.push(field.replace(/\r$/, ''));
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i] ?? '';
    if (quoted && char === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (char === '"') quoted = !quoted;
    else if (quoted) field += char;
    else if (char === ';') endField();
    else if (char === '\n') {
      endField();
      rows.push([]);
    } else field += char;
  }
  endField();
  const [header = [], ...body] = rows.map((row) =>
    row.map((value) => value.replace(/^\uFEFF/, '')),
  );
  return body
    .filter((row) => row.some((value) => value.trim() !== ''))
    .map((row) => Object.fromEntries(header.map((name, index) => [name.trim(), row[index] ?? ''])));
}

/** The centre of the bounding box of a GeoJSON geometry's coordinates, as [lng, lat]. */
function boxCentre(coordinates: unknown): [number, number] {
  const box = [Infinity, Infinity, -Infinity, -Infinity];
  const visit = (value: unknown) => {
    if (!Array.isArray(value)) return;
    if (typeof value[0] === 'number' && typeof value[1] === 'number') {
      box[0] = Math.min(box[0] ?? Infinity, value[0]);
      box[1] = Math.min(box[1] ?? Infinity, value[1]);
      box[2] = Math.max(box[2] ?? -Infinity, value[0]);
      box[3] = Math.max(box[3] ?? -Infinity, value[1]);
    } else value.forEach(visit);
  };
  visit(coordinates);
  const [west = 0, south = 0, east = 0, north = 0] = box;
  return [(west + east) / 2, (south + north) / 2];
}

function write(name: string, columns: readonly string[], rows: (string | undefined)[][]) {
  const lines = [columns.join(','), ...rows.map((row) => row.map(clean).map(quote).join(','))];
  const out = fileURLToPath(new URL(name, rawDir));
  writeFileSync(out, `${lines.join('\n')}\n`);
  console.log(`${out}: ${rows.length} rows`);
}

if (mode === 'imls' && files.length > 0) {
  const rows = files.flatMap((file) =>
    parseCsvRecords(new TextDecoder('windows-1252').decode(readFileSync(file))).map((row) => [
      row['MID'],
      row['DISCIPL'] ?? row['DISCIPLINE'],
      row['COMMONNAME'],
      row['GSTREET'],
      row['GCITY'],
      row['GSTATE'],
      row['LATITUDE'],
      row['LONGITUDE'],
    ]),
  );
  write(
    'us-museums-imls-2018.csv',
    ['mid', 'discipline', 'name', 'street', 'city', 'state', 'lat', 'lng'],
    rows,
  );
} else if (mode === 'odcaf' && files[0]) {
  const kept = new Set(['museum', 'gallery', 'heritage or historic site']);
  const rows = parseCsvRecords(readFileSync(files[0], 'utf8').replace(/^\uFEFF/, ''))
    .filter((row) => kept.has(row['ODCAF_Facility_Type'] ?? ''))
    .map((row) => [
      row['Index'],
      row['Facility_Name'],
      row['Source_Facility_Type'],
      row['ODCAF_Facility_Type'],
      row['CSD_Name'],
      row['Prov_Terr'],
      row['Latitude'],
      row['Longitude'],
    ]);
  write(
    'canada-culture-odcaf-v1.csv',
    ['index', 'name', 'source_type', 'type', 'place', 'province', 'lat', 'lng'],
    rows,
  );
} else if (mode === 'museofile' && files[0] && files[1]) {
  const museums = semicolonRecords(readFileSync(files[0], 'utf8')).map((row) => [
    row['ref'],
    row['autnom'],
    row['nomoff'],
    row['categ'],
    row['ville_m'],
    row['latitude'],
    row['longitude'],
  ]);
  write(
    'france-museofile.csv',
    ['ref', 'name', 'official_name', 'category', 'city', 'lat', 'lng'],
    museums,
  );
  const visitors = semicolonRecords(readFileSync(files[1], 'utf8'))
    .filter((row) => /^M\d+$/.test(clean(row['id_museofile'])))
    .map((row) => [row['id_museofile'], row['annee'], row['total'], row['note']]);
  write('france-museum-visitors.csv', ['ref', 'year', 'total', 'note'], visitors);
} else if (mode === 'osm-museums' && files.length > 0) {
  const rows = files.flatMap((arg) => {
    const [country = '', file = ''] = arg.split('=');
    const collection = JSON.parse(readFileSync(file, 'utf8')) as {
      features: { properties: Record<string, string>; geometry: { coordinates: unknown } }[];
    };
    return collection.features
      .filter((feature) => feature.properties['tourism'] === 'museum' && feature.properties['name'])
      .map((feature) => {
        const [lng, lat] = boxCentre(feature.geometry.coordinates);
        const tags = feature.properties;
        return [
          tags['@id'],
          country,
          tags['name'],
          tags['addr:city'],
          tags['wikidata'],
          tags['wikipedia'],
          lat.toFixed(6),
          lng.toFixed(6),
        ];
      });
  });
  write(
    'iberia-museums-osm.csv',
    ['osm_id', 'country', 'name', 'city', 'wikidata', 'wikipedia', 'lat', 'lng'],
    rows,
  );
} else if (mode === 'mapping-museums' && files[0]) {
  const rows = parseCsvRecords(readFileSync(files[0], 'utf8').replace(/^\uFEFF/, ''))
    .filter((row) => clean(row['Year_closed']).startsWith('9999'))
    .map((row) => [
      row['museum_id'],
      row['Name_of_museum'],
      row['Village,_Town_or_City'],
      row['Region_country'],
      row['Subject_Matter'],
      row['Size'],
      row['Size_provenance'],
      row['Latitude'],
      row['Longitude'],
    ]);
  write(
    'uk-museums-mapping-museums.csv',
    ['id', 'name', 'town', 'region', 'subject', 'size', 'size_source', 'lat', 'lng'],
    rows,
  );
} else {
  throw new Error(
    'Usage: extract-sight-registers.ts imls FILE1 FILE2 | odcaf FILE | museofile FILE VISITORS | osm-museums COUNTRY=FILE... | mapping-museums FILE',
  );
}

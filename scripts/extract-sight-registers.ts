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
} else {
  throw new Error(
    'Usage: extract-sight-registers.ts imls FILE1 FILE2 | odcaf FILE | museofile FILE VISITORS',
  );
}

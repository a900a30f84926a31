import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parseCsvRecords } from '../src/server/costs/parse-csv';

/**
 * Writes `src/server/sights/data/raw/us-museums-imls-2018.csv` from IMLS's Museum Data Files
 * (2018; data/README.md, "US museums"): the columns "Things to do" reads, values unchanged but
 * for surrounding spaces. The files are Windows-1252.
 * Usage: node --import tsx scripts/extract-imls-museums.ts File1.csv File2.csv
 */
const files = process.argv.slice(2);
if (files.length === 0) throw new Error('Give the IMLS museum data files (CSV) to read.');
const out = fileURLToPath(
  new URL('../src/server/sights/data/raw/us-museums-imls-2018.csv', import.meta.url),
);
const COLUMNS = ['mid', 'discipline', 'name', 'street', 'city', 'state', 'lat', 'lng'] as const;
const quote = (value: string) => (/[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
const clean = (value: string | undefined) => (value ?? '').replace(/[\s\u00a0]+/g, ' ').trim();
const lines = [COLUMNS.join(',')];
for (const file of files) {
  const text = new TextDecoder('windows-1252').decode(readFileSync(file));
  for (const row of parseCsvRecords(text)) {
    const values = [
      row['MID'],
      row['DISCIPL'] ?? row['DISCIPLINE'],
      row['COMMONNAME'],
      row['GSTREET'],
      row['GCITY'],
      row['GSTATE'],
      row['LATITUDE'],
      row['LONGITUDE'],
    ].map(clean);
    lines.push(values.map(quote).join(','));
  }
}
writeFileSync(out, `${lines.join('\n')}\n`);
console.log(`${out}: ${lines.length - 1} rows`);

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Reads the reference data the engine must reproduce: the CSV files in tests/fixtures/sizes (their
 * sources are listed in its README). Tests compare the engine against these files, never against
 * numbers the engine produced.
 */

// Built from the file path string: under jsdom the global URL is jsdom's, which fileURLToPath refuses.
const referenceDir = `${path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../fixtures/sizes')}/`;

/** The brands' printed charts, one file per brand and gender. */
export const brandFixtureDir = `${referenceDir}brands/`;

export type CsvRow = Record<string, string>;

function parseCsv(text: string): CsvRow[] {
  const [header, ...lines] = text.trim().split(/\r?\n/);
  const columns = (header ?? '').split(',');
  return lines
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const cells = line.split(',');
      return Object.fromEntries(columns.map((column, i) => [column, (cells[i] ?? '').trim()]));
    });
}

export function loadCsv(name: string): CsvRow[] {
  return parseCsv(readFileSync(`${referenceDir}${name}`, 'utf8'));
}

/** "42 2/3" → 42.667, "47 1/2" → 47.5, "8.3" → 8.3, "10C" → 10; what the research wrote, as a number. */
export function num(cell: string): number {
  const fraction = /^(\d+) ([12])\/([23])$/.exec(cell);
  if (fraction) return Number(fraction[1]) + Number(fraction[2]) / Number(fraction[3]);
  const value = Number.parseFloat(cell);
  if (Number.isNaN(value)) throw new Error(`Not a number: ${cell}`);
  return value;
}

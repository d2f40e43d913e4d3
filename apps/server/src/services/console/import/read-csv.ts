import { parse } from 'csv-parse';
import { importMessages as m } from '@haat/shared/rules';
import { csvColumns, type CsvColumn } from './columns.ts';
import { unneutralise } from './formula-cells.ts';

/** One record of the file and the line it starts on (a quoted cell may span lines). */
export interface CsvRecord {
  line: number;
  cells: Record<CsvColumn, string>;
}

/** A file the import cannot read at all: its message is the job's, not a row's. */
export class CsvFileError extends Error {
  override name = 'CsvFileError';
}

export const maxImportRows = 100_000;

/** Checks the header row's names: every column known, none missing. */
export function checkHeader(header: string[]): void {
  const names = header.map((h) => h.trim().toLowerCase());
  const missing = csvColumns.filter((c) => !names.includes(c));
  const unknown = names.filter((n) => n !== '' && !(csvColumns as readonly string[]).includes(n));
  if (unknown.length > 0) throw new CsvFileError(m.columnsUnknown(unknown));
  if (missing.length > 0) throw new CsvFileError(m.columnsMissing(missing));
}

/**
 * Every record of a CSV file with the line it starts on: the line after the previous record
 * ended (csv-parse's `info.lines` is the line a record ends on). A BOM (Excel's UTF-8) is
 * dropped; a header row is required.
 */
export async function readCsv(bytes: Uint8Array): Promise<CsvRecord[]> {
  const records: CsvRecord[] = [];
  const parser = parse({
    bom: true,
    info: true,
    skip_empty_lines: true,
    relax_column_count: false,
    columns: (header: string[]) => { checkHeader(header); return header.map((h) => h.trim().toLowerCase()); },
  });
  let endOfLast = 1;
  const done = (async () => {
    for await (const { record, info } of parser as AsyncIterable<{ record: Record<CsvColumn, string>; info: { lines: number } }>) {
      if (records.length >= maxImportRows) throw new CsvFileError(m.tooManyRows(maxImportRows));
      const cells = Object.fromEntries(Object.entries(record).map(([k, v]) => [k, unneutralise(v)])) as Record<CsvColumn, string>;
      records.push({ line: endOfLast + 1, cells });
      endOfLast = info.lines;
    }
  })();
  parser.end(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  try {
    await done;
  } catch (error) {
    if (error instanceof CsvFileError) throw error;
    throw new CsvFileError(`${m.notCsv} (${(error as Error).message})`);
  }
  if (records.length === 0) throw new CsvFileError(m.noRows);
  return records;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { stringify } from 'csv-stringify/sync';
import { createLocalStorage } from '../../src/images/storage/local-storage.ts';
import { csvColumns, type CsvColumn } from '../../src/services/console/import/columns.ts';

/** A CSV of the import's columns; each row names only the cells it sets, the rest are empty. */
export function csvOf(rows: Array<Partial<Record<CsvColumn, string | number>>>): string {
  return stringify(rows.map((row) => csvColumns.map((c) => String(row[c] ?? ''))), { header: true, columns: [...csvColumns] });
}

/** A valid row of a new product in the fixture's Kurtas category, one size. */
export function kurtaRow(slug: string, size = 'M', extra: Partial<Record<CsvColumn, string | number>> = {}): Partial<Record<CsvColumn, string | number>> {
  return {
    sku: `${slug}-${size}`.toUpperCase(), product: slug, name: `Kurta ${slug}`, category: 'Kurtas', subcategory: 'Straight',
    original_price: '999.00', discount_price: '599.00', delivery_charge: '40', status: 'published', hsn: '6204', gst_rate: '5',
    short_description: 'Soft cotton', description: '<p>Soft cotton kurta.</p>', colours: 'Red|Blue', size, stock: 4, ...extra,
  };
}

/** A local storage in a fresh folder, shared by the test app and the job runner. */
export function tempStorage() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'haat-import-storage-'));
  return { dir, storage: createLocalStorage(dir) };
}

import { importMessages as m } from '@haat/shared/rules';
import { checkRow, productFingerprint, type ImportRow } from './import-row.ts';
import type { CsvRecord } from './read-csv.ts';

/** A record after the checks that need only the file: its row, or why it is refused. */
export type CheckedRecord = { line: number } & ({ ok: true; row: ImportRow } | { ok: false; message: string });

/**
 * Checks every record alone, then against the records before it: a product's details must agree
 * on all its rows, and a SKU or a product's size label may appear once. Depends on the file
 * only, so a resumed job reaches the same verdicts.
 */
export function checkFile(records: CsvRecord[]): CheckedRecord[] {
  const products = new Map<string, { line: number; fingerprint: string }>();
  const skus = new Map<string, number>();
  const sizes = new Map<string, number>();
  return records.map(({ line, cells }): CheckedRecord => {
    const checked = checkRow(cells);
    if (!checked.ok) return { line, ...checked };
    const { product, size } = checked.row;
    const fingerprint = productFingerprint(product);
    const first = products.get(product.slug);
    if (!first) products.set(product.slug, { line, fingerprint });
    else if (first.fingerprint !== fingerprint) return { line, ok: false, message: m.productDisagrees(first.line) };
    if (size.sku !== null) {
      const skuKey = size.sku.toLowerCase();
      const seen = skus.get(skuKey);
      if (seen !== undefined) return { line, ok: false, message: m.duplicateSku(seen) };
      skus.set(skuKey, line);
    }
    const sizeKey = `${product.slug}\n${size.label.toLowerCase()}`;
    const seenSize = sizes.get(sizeKey);
    if (seenSize !== undefined) return { line, ok: false, message: m.duplicateSize(seenSize) };
    sizes.set(sizeKey, line);
    return { line, ...checked };
  });
}

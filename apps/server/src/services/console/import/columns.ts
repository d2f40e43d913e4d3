/**
 * The CSV's columns, in the order the export writes them: one row per size, the product's own
 * fields repeated on each of its rows. Import and export share this list, so a file exported
 * today imports unchanged.
 */
export const csvColumns = [
  'sku', 'product', 'name', 'category', 'subcategory', 'original_price', 'discount_price', 'delivery_charge',
  'status', 'hsn', 'gst_rate', 'short_description', 'description', 'material', 'colours', 'badges', 'attributes',
  'youtube', 'featured', 'images', 'size', 'stock',
] as const;

export type CsvColumn = (typeof csvColumns)[number];

/** The columns of a size; every other column belongs to the product and must agree across its rows. */
export const sizeColumns: readonly CsvColumn[] = ['sku', 'size', 'stock'];
export const productColumns: readonly CsvColumn[] = csvColumns.filter((c) => !sizeColumns.includes(c));

/** Lists (colours, badges, images) are written in one cell, separated by this. */
export const listSeparator = '|';

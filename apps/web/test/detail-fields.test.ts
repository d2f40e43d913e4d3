import { describe, expect, it } from 'vitest';
import { detailRows } from '../app/components/product/detail-fields.ts';

describe('Profile Details rows', () => {
  it('names the spec\'s wire fields in a shopper\'s words and formats money and ratings', () => {
    const rows = detailRows([
      { name: 'ASIN', value: 'maroon-cotton-saree-b5d5z2' },
      { name: 'subcategoryid', value: '16' },
      { name: 'subcategory', value: 'Cotton Sarees' },
      { name: 'ratings', value: '4' },
      { name: 'rating_count', value: '12811' },
      { name: 'price', value: '1069' },
      { name: 'Sleeve_Length', value: 'Three Quarter' },
    ]);
    expect(rows.map(({ label, value }) => [label, value])).toEqual([
      ['Product Code', 'maroon-cotton-saree-b5d5z2'],
      ['Type', 'Cotton Sarees'],
      ['Rating', '4.0 out of 5'],
      ['Number of Ratings', '12,811'],
      ['Price', '₹1,069'],
      ['Sleeve Length', 'Three Quarter'],
    ]);
  });

  it('shows a value it cannot read as a number as it came', () => {
    expect(detailRows([{ name: 'price', value: 'on request' }, { name: 'ratings', value: '' }]).map((row) => row.value)).toEqual(['on request', '']);
  });
});

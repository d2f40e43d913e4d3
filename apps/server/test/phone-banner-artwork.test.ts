import sharp from 'sharp';
import { expect, it } from 'vitest';
import { isPhonePictureShape } from '@haat/shared/console-api';
import { demoBanners } from '../src/db/seed/store-data.ts';
import { phoneBannerFile, phoneBannerJobs, phoneShownWidth, phoneSublineSize, wrapWords } from '../src/images/artwork/phone-banner.ts';

// The demo store's phone banners (issue 17): 4 : 3 pictures whose words read on a 390 px phone,
// where the wide banner's subline was about 6 px tall.

/** Font sizes in a drawing, in its 800-wide box: `font-size="34"` → 34. */
const fontSizes = (svg: string) => [...svg.matchAll(/font-size="(\d+(?:\.\d+)?)"/g)].map((m) => Number(m[1]));
const shown = (size: number) => (size * phoneShownWidth) / 800;

it('draws a phone picture beside each demo banner, rendered 1000 × 750: the 4 : 3 the console asks of a reseller', async () => {
  const jobs = phoneBannerJobs(demoBanners);
  expect(jobs.map((j) => j.file)).toEqual(demoBanners.map((b) => b.file.replace(/\.jpg$/, '-phone.jpg')));
  expect(phoneBannerFile('banners/festive-sale.jpg')).toBe('banners/festive-sale-phone.jpg');
  const { width, height } = await sharp(Buffer.from(jobs[0]!.svg())).metadata();
  expect([width, height]).toEqual([1000, 750]);
  expect(isPhonePictureShape(width, height)).toBe(true);
});

it('sizes every line to be read where a phone shows it 366 px wide: the subline at least 14 px, in at most two lines', () => {
  expect(shown(phoneSublineSize)).toBeGreaterThanOrEqual(14);
  for (const [index, banner] of demoBanners.entries()) {
    const svg = phoneBannerJobs(demoBanners)[index]!.svg();
    // Headline, offer (and its shadow), the lines of the subline, the button: none under 14 px as shown.
    expect(Math.min(...fontSizes(svg).map(shown))).toBeGreaterThanOrEqual(14);
    const lines = wrapWords(banner.text.subline, phoneSublineSize);
    expect(lines.length).toBeLessThanOrEqual(2);
    expect(lines.join(' ')).toBe(banner.text.subline);
    for (const line of lines) expect(svg).toContain(`>${line.replace(/&/g, '&amp;')}</text>`);
  }
});

it('wraps at whole words and never loses one', () => {
  expect(wrapWords('Steel tiffins, iron kadais and copper bottles', 34, 400)).toEqual(['Steel tiffins, iron', 'kadais and copper', 'bottles']);
  expect(wrapWords('Supercalifragilisticexpialidocious sarees', 34, 200)).toEqual(['Supercalifragilisticexpialidocious', 'sarees']);
});

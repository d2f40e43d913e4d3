import type { ArtworkJob } from '../../images/artwork/render.ts';
import { colourway } from '../../images/artwork/colourways.ts';
import type { Design } from '../../images/artwork/motifs.ts';
import type { ArtKind } from '../../images/artwork/shapes.ts';
import { bannerSvg, categoryTileSvg, productTileSvg, type PictureView } from '../../images/artwork/tiles.ts';
import { faviconSvg, logoSvg } from '../../images/artwork/branding.ts';
import { catalogue, type CategorySpec } from './catalogue-data.ts';
import type { ProductLook } from './product-look.ts';
import { demoBanners, demoStore } from './store-data.ts';

/**
 * Products share a pool of pictures, one per (drawing, design, colour, view): a maroon
 * zari saree is one picture, whichever maroon zari sarees use it. Rendering a picture per
 * product would take hours for a 100,000-product catalogue; the pool is bounded by the
 * drawings, their designs and the colour names, and only the pictures products use are drawn.
 */
export const brandingFiles = { logo: 'branding/logo.png', favicon: 'branding/favicon.png' };

/**
 * Pictures a gallery shows at most: the first colour whole, close up when there is a design to
 * see (zari, a print, hammering; a plain kadai close up adds nothing, and each picture costs
 * seeding time), then each other colour whole.
 */
export function galleryPictures(look: ProductLook, count: number): ArtworkJob[] {
  const [first, ...others] = look.colourways;
  const pictures = [poolPicture(look.kind, look.design, first!, 'front')];
  if (look.design !== 'plain') pictures.push(poolPicture(look.kind, look.design, first!, 'detail'));
  for (const colour of others) pictures.push(poolPicture(look.kind, look.design, colour, 'front'));
  return pictures.slice(0, Math.max(1, count));
}

/** One picture of the pool: `catalogue/saree-zari-maroon.jpg`, `catalogue/saree-zari-maroon-close-up.jpg`. */
export function poolPicture(kind: ArtKind, design: Design, colour: string, view: PictureView): ArtworkJob {
  const key = `${kind}/${design}/${colour}/${view}`;
  let job = pool.get(key);
  if (!job) {
    const paint = colourway(colour);
    const file = `catalogue/${slugify(kind.replace(/[A-Z]/g, (c) => ` ${c}`))}-${design}-${paint.slug}${view === 'detail' ? '-close-up' : ''}.jpg`;
    job = { file, svg: () => productTileSvg(kind, design, paint, view) };
    pool.set(key, job);
  }
  return job;
}

/** The pool's pictures met so far: a few thousand at most, where a large seed asks hundreds of thousands of times. */
const pool = new Map<string, ArtworkJob>();

export function slugify(text: string): string {
  return text.toLowerCase().replace(/['’]/g, '').replace(/&/g, ' and ').replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** A category's base hue: spread round the colour wheel by the golden angle so neighbours differ. */
function categoryHue(category: CategorySpec): number {
  const index = allCategories().indexOf(category);
  return (index * 137.5 + 8) % 360;
}

function allCategories(): CategorySpec[] {
  return catalogue.flatMap((g) => g.categories);
}

/** A category's tile; "-tile" names the tiles without a baked-in label, so an old uploads folder gets them too. */
export function categoryImageFile(category: CategorySpec): string {
  return `categories/${slugify(category.name)}-tile.jpg`;
}

/** The pictures of the store itself: category tiles, banners, logo and favicon (products bring their own). */
export function storeArtworkJobs(): ArtworkJob[] {
  const jobs: ArtworkJob[] = allCategories().map((category) => ({
    file: categoryImageFile(category),
    svg: () => categoryTileSvg(category.art, categoryHue(category)),
  }));
  for (const banner of demoBanners) {
    jobs.push({ file: banner.file, svg: () => bannerSvg(banner.art, banner.hue, banner.text) });
  }
  jobs.push({ file: brandingFiles.logo, svg: () => logoSvg(demoStore.name, demoStore.tagline, demoStore.theme) });
  jobs.push({ file: brandingFiles.favicon, svg: () => faviconSvg(demoStore.theme) });
  return jobs;
}

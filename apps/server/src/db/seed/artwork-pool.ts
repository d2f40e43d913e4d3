import type { ArtworkJob } from '../../images/artwork/render.ts';
import type { ArtKind } from '../../images/artwork/shapes.ts';
import { bannerSvg, categoryTileSvg, productTileSvg } from '../../images/artwork/tiles.ts';
import { faviconSvg, logoSvg } from '../../images/artwork/branding.ts';
import { catalogue, type CategorySpec, type SubcategorySpec } from './catalogue-data.ts';
import { demoBanners, demoStore } from './store-data.ts';

/**
 * Products share a pool of pictures: a few colour variants per (category, drawing). Rendering a
 * picture per product would take hours for a 100,000-product catalogue; the pool takes seconds.
 */
export const variantsPerPool = 6;

export const brandingFiles = { logo: 'branding/logo.png', favicon: 'branding/favicon.png' };

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

interface Pool { key: string; category: CategorySpec; art: ArtKind; caption: string }

function poolOf(category: CategorySpec, subcategory: SubcategorySpec): Pool {
  const art = subcategory.art ?? category.art;
  const caption = subcategory.art ? subcategory.name : category.name;
  return { key: `${slugify(category.name)}-${slugify(art)}`, category, art, caption };
}

/** The pool pictures a product of this subcategory may use, in gallery order. */
export function poolFiles(category: CategorySpec, subcategory: SubcategorySpec): string[] {
  const { key } = poolOf(category, subcategory);
  return Array.from({ length: variantsPerPool }, (_, v) => `catalogue/${key}-${v + 1}.jpg`);
}

export function categoryImageFile(category: CategorySpec): string {
  return `categories/${slugify(category.name)}.jpg`;
}

/** Every picture the demo store uses: product pool, category tiles, banners, logo and favicon. */
export function demoArtworkJobs(): ArtworkJob[] {
  const jobs: ArtworkJob[] = [];
  const seen = new Set<string>();
  for (const category of allCategories()) {
    const hue = categoryHue(category);
    jobs.push({ file: categoryImageFile(category), svg: () => categoryTileSvg(category.art, hue, category.name) });
    for (const subcategory of category.subcategories) {
      const pool = poolOf(category, subcategory);
      if (seen.has(pool.key)) continue;
      seen.add(pool.key);
      poolFiles(category, subcategory).forEach((file, v) => {
        // Variants step round the wheel, so a product's gallery shows it in different colours.
        const variantHue = hue + (v * 360) / variantsPerPool;
        jobs.push({ file, svg: () => productTileSvg(pool.art, variantHue, pool.caption) });
      });
    }
  }
  for (const banner of demoBanners) {
    jobs.push({ file: banner.file, svg: () => bannerSvg(banner.art, banner.hue, banner.text) });
  }
  jobs.push({ file: brandingFiles.logo, svg: () => logoSvg(demoStore.name, demoStore.tagline, demoStore.theme) });
  jobs.push({ file: brandingFiles.favicon, svg: () => faviconSvg(demoStore.theme) });
  return jobs;
}

import { z } from 'zod';
import { rowId, text } from '../api/fields.ts';

/** Wire schemas of the console's home page settings: banners and home sections (issue 16, decision 028). */

/** A shop keeps at most this many banners: a carousel, not an archive. */
export const maxBanners = 20;
/**
 * A banner's phone picture is 4 : 3 (800 × 600 suggested): every phone slide is then one shape,
 * so the carousel never changes height, and the uploads' 400x300 variant is the picture made
 * small for a phone that needs no more. A picture within 3 % of it is taken as it is.
 */
export const phonePictureShape = { width: 4, height: 3, tolerance: 0.03, suggested: '800 × 600' } as const;
// From images.ts, not branding.ts: the storefront reads it without loading the schemas (and zod).
export { phonePictureLongSide } from '../api/images.ts';

/** A home section features at most this many products: the home page shows six per section (spec). */
export const maxFeaturedProducts = 6;

export const homeMessages = {
  tooManyBanners: `A shop can have at most ${maxBanners} banners. Remove one before adding another.`,
  bannerNotFound: 'This banner is not one of this shop’s.',
  orderIncomplete: 'List every banner of this shop once, in the new order.',
  link: 'Enter a link that starts with / (a page of this shop) or https://, at most 500 characters.',
  title: 'Describe the banner in at most 120 characters.',
  date: 'Enter a date as YYYY-MM-DD, or leave it empty.',
  endBeforeStart: 'The last day must be on or after the first day.',
  phoneShape: (width: number, height: number) =>
    `A phone picture must be 4 : 3, for example ${phonePictureShape.suggested} px; this one is ${width} × ${height}. Crop it to 4 : 3 and upload it again.`,
  noPhonePicture: 'This banner has no phone picture to remove.',
  sectionsIncomplete: 'List every group of this shop once, in the new order.',
  tooManyFeatured: `A section can feature at most ${maxFeaturedProducts} products.`,
  featuredTwice: 'Feature a product only once in a section.',
  productNotFound: 'This product is not one of this shop’s.',
} as const;

/** A calendar day in India, YYYY-MM-DD, that exists. */
const indianDay = text(homeMessages.date).regex(/^\d{4}-\d{2}-\d{2}$/, homeMessages.date)
  .refine((day) => isCalendarDay(day), homeMessages.date);

/** Whether YYYY-MM-DD names a day that exists (not 2026-02-30); refinements also run on text the pattern refused. */
function isCalendarDay(day: string): boolean {
  const at = Date.parse(`${day}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) && !Number.isNaN(at) && new Date(at).toISOString().startsWith(day);
}

/** A banner's link: a page of the shop (`/…`, not `//…`) or an https address; empty for none. */
const bannerLink = text(homeMessages.link).trim().max(500, homeMessages.link)
  .refine((link) => link === '' || /^\/(?!\/)/.test(link) || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(link), homeMessages.link);

/** Whether a banner shows now, will show from its first day, or has ended (Indian days). */
export const bannerStates = ['live', 'scheduled', 'ended'] as const;

/** One banner as the console shows it; days are Indian calendar days, both included. */
export const consoleBanner = z.object({
  id: z.number(),
  image: z.string(),
  url: z.string(),
  title: z.string(),
  starts_on: z.string().nullable(),
  ends_on: z.string().nullable(),
  state: z.enum(bannerStates),
  /** The 4 : 3 picture phones show instead of `image`; null: phones show `image` whole. */
  phone_image: z.string().nullable(),
});
export type ConsoleBanner = z.infer<typeof consoleBanner>;

/** The shop's banners in carousel order. */
export const bannerListReply = z.object({ banners: z.array(consoleBanner) });
export type BannerListReply = z.infer<typeof bannerListReply>;
/** The banner just uploaded, and every banner with it. */
export const bannerUploadReply = bannerListReply.extend({ banner: consoleBanner });

/** Whether a picture of `width` × `height` pixels is 4 : 3 within the tolerance. */
export function isPhonePictureShape(width: number, height: number): boolean {
  const wanted = phonePictureShape.width / phonePictureShape.height;
  return height > 0 && Math.abs(width / height / wanted - 1) <= phonePictureShape.tolerance;
}

/** PATCH /api/console/banners/{id}: what is sent changes; null opens a date. */
export const bannerUpdateRequest = z.object({
  url: bannerLink.optional(),
  title: text(homeMessages.title).trim().max(120, homeMessages.title).optional(),
  starts_on: indianDay.nullable().optional(),
  ends_on: indianDay.nullable().optional(),
});
export type BannerUpdateRequest = z.input<typeof bannerUpdateRequest>;
export type BannerUpdate = z.output<typeof bannerUpdateRequest>;

/** PUT /api/console/banners/order: every banner once, first shown first. */
export const bannerOrderRequest = z.object({
  ids: z.array(rowId(homeMessages.orderIncomplete)).min(1, homeMessages.orderIncomplete).max(maxBanners, homeMessages.orderIncomplete),
});

/** A product a section features, as the picker shows it; only published ones reach the home page. */
export const featuredProductWire = z.object({ id: z.number(), name: z.string(), image: z.string(), status: z.string() });
export type FeaturedProduct = z.infer<typeof featuredProductWire>;

/** One category group's home section, in home order. */
export const homeSectionWire = z.object({
  group_id: z.number(),
  name: z.string(),
  visible: z.boolean(),
  featured: z.array(featuredProductWire),
});
export type HomeSection = z.infer<typeof homeSectionWire>;

export const homeSectionsReply = z.object({ sections: z.array(homeSectionWire) });
export type HomeSectionsReply = z.infer<typeof homeSectionsReply>;

/** PUT /api/console/home-sections: every group once in home order, whether it shows, and its picks in order. */
export const homeSectionsRequest = z.object({
  sections: z.array(z.object({
    group_id: rowId(homeMessages.sectionsIncomplete),
    visible: z.boolean({ error: 'visible must be true or false' }),
    featured: z.array(rowId(homeMessages.productNotFound)).max(maxFeaturedProducts, homeMessages.tooManyFeatured)
      .refine((ids) => new Set(ids).size === ids.length, homeMessages.featuredTwice),
  })).max(200, homeMessages.sectionsIncomplete),
});
export type HomeSectionsRequest = z.input<typeof homeSectionsRequest>;
export type HomeSectionsUpdate = z.output<typeof homeSectionsRequest>;

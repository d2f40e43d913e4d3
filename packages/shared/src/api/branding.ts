import { z } from 'zod';
import { emptyBody, listReply } from './envelope.ts';

export { defaultTheme, type Theme } from './theme.ts';

// ---- wire ----------------------------------------------------------------------------------

export const resellerLogoWire = z.object({
  logo: z.string(),
  favicon_icon: z.string(),
  store_name: z.string(),
  email: z.string(),
  mobile: z.string(),
  address: z.string(),
  // The storefront's languages (decision 045); absent from an older server: English, Hindi offered.
  default_language: z.enum(['en', 'hi']).optional(),
  hindi_enabled: z.boolean().optional(),
});
export const resellerLogoReply = listReply(resellerLogoWire);

export const themeWire = z.object({
  text: z.string(),
  background: z.string(),
  primary: z.string(),
  secondary: z.string(),
  accent: z.string(),
});
export const themeRequest = emptyBody;
export const themeReply = listReply(themeWire);

export const socialLinksWire = z.object({
  fb: z.string(),
  insta: z.string(),
  linkedin: z.string(),
  twitter: z.string(),
  youtube: z.string(),
});
export const socialLinksReply = listReply(socialLinksWire);

/**
 * A home banner: the spec's picture and link, and ours, `mobile_banner_img_name`: its 4 : 3 phone
 * picture, '' when it has none.
 */
export const bannerWire = z.object({
  banner_img_name: z.string(),
  url: z.string(),
  mobile_banner_img_name: z.string().describe('Ours, not the spec\'s: the banner\'s 4 : 3 picture for phones (below 768 px), \'\' when it has none'),
});
export const bannersReply = listReply(bannerWire);

// ---- clean types used inside the apps ----------------------------------------------------------

export interface StoreBranding {
  name: string;
  logo: string;
  favicon: string;
  email: string;
  mobile: string;
  address: string;
  /** The storefront's languages: the default for a shopper who has not chosen, and whether Hindi is offered. */
  languages?: { defaultLanguage: 'en' | 'hi'; hindiEnabled: boolean };
}

export type SocialNetwork = 'facebook' | 'instagram' | 'youtube' | 'linkedin' | 'twitter';
/** Only the networks that have a link; the footer shows an icon for each of these. */
export type SocialLinks = Partial<Record<SocialNetwork, string>>;

export interface Banner {
  image: string;
  url: string;
  /** The 4 : 3 picture phones show instead of `image`; null: phones show `image` whole. */
  phoneImage: string | null;
}

export function toBranding(wire: z.infer<typeof resellerLogoWire>): StoreBranding {
  return {
    name: wire.store_name,
    logo: wire.logo,
    favicon: wire.favicon_icon,
    email: wire.email,
    mobile: wire.mobile,
    address: wire.address,
    languages: { defaultLanguage: wire.default_language ?? 'en', hindiEnabled: wire.hindi_enabled ?? true },
  };
}

export function toSocialLinks(wire: z.infer<typeof socialLinksWire>): SocialLinks {
  const pairs: Array<[SocialNetwork, string]> = [
    ['facebook', wire.fb],
    ['instagram', wire.insta],
    ['youtube', wire.youtube],
    ['linkedin', wire.linkedin],
    ['twitter', wire.twitter],
  ];
  return Object.fromEntries(pairs.filter(([, link]) => link.trim() !== ''));
}

export function toBanner(wire: z.infer<typeof bannerWire>): Banner {
  return { image: wire.banner_img_name, url: wire.url, phoneImage: wire.mobile_banner_img_name || null };
}

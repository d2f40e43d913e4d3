import { z } from 'zod';
import { text } from '../api/fields.ts';
import { uploadedLogoKey } from '../api/theme-preview.ts';
import { isHexColour } from '../rules/contrast.ts';
import { isEmail, isTenDigitMobile } from '../rules/validation.ts';

/** Wire schemas of the console's branding settings (issue 16): the shop's name, contact and social links, and its theme. */

export const themeKeys = ['text', 'background', 'primary', 'secondary', 'accent'] as const;

export const brandingMessages = {
  name: 'Enter the shop’s name (up to 80 characters).',
  email: 'Enter the shop’s contact e-mail.',
  mobile: 'Enter a 10-digit mobile number.',
  address: 'Enter the shop’s address in up to 300 characters.',
  social: 'Enter a full web address starting with https://, or leave it empty.',
  colour: 'Choose a colour as #rrggbb (for example #1e6b52).',
  logo: 'Upload the logo again: this one is not one of your shop’s uploads.',
} as const;

const colour = text(brandingMessages.colour).trim().refine(isHexColour, brandingMessages.colour).transform((value) => value.toLowerCase());
const social = text(brandingMessages.social).trim().max(300, brandingMessages.social)
  .refine((value) => value === '' || /^https:\/\/[^\s/$.?#][^\s]*$/i.test(value), brandingMessages.social);

/** POST /api/console/store/theme: the five colours, and a logo uploaded beforehand (its key), published at once on every process. */
export const themePublishRequest = z.object({
  ...(Object.fromEntries(themeKeys.map((key) => [key, colour])) as Record<(typeof themeKeys)[number], typeof colour>),
  logo: text(brandingMessages.logo).regex(uploadedLogoKey, brandingMessages.logo).optional(),
});
export type ThemePublish = z.input<typeof themePublishRequest>;

export const themeWire = z.object(Object.fromEntries(themeKeys.map((key) => [key, z.string()])) as Record<(typeof themeKeys)[number], z.ZodString>);

/** PUT /api/console/store/branding: name, contact and social links. */
export const brandingUpdateRequest = z.object({
  name: text(brandingMessages.name).trim().min(1, brandingMessages.name).max(80, brandingMessages.name),
  email: text(brandingMessages.email).trim().toLowerCase().max(254, brandingMessages.email).refine(isEmail, brandingMessages.email),
  mobile: text(brandingMessages.mobile).trim().refine(isTenDigitMobile, brandingMessages.mobile),
  address: text(brandingMessages.address).trim().max(300, brandingMessages.address),
  social: z.object({ fb: social, insta: social, linkedin: social, twitter: social, youtube: social }),
});
export type BrandingUpdate = z.input<typeof brandingUpdateRequest>;

/** The shop's branding as the settings show it, with the contrast warnings of its theme. */
export const brandingWire = z.object({
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  address: z.string(),
  logo: z.string(),
  favicon: z.string(),
  social: z.object({ fb: z.string(), insta: z.string(), linkedin: z.string(), twitter: z.string(), youtube: z.string() }),
  theme: themeWire,
  warnings: z.array(z.object({ field: z.enum(['text', 'primary']), message: z.string() })),
});
export type ConsoleBranding = z.infer<typeof brandingWire>;

/** POST /api/console/store/logo: the logo is stored, for the preview and the next publish; the shop still shows its old one. */
export const logoUploadWire = z.object({ file: z.string() });

import type { ArtKind } from '../../images/artwork/shapes.ts';
import type { BannerText } from '../../images/artwork/tiles.ts';

/** The demo reseller: a Jaipur fashion-and-lifestyle shop with a madder-red and peacock palette. */
export const demoStore = {
  name: 'Rangrez Bazaar',
  tagline: 'Handpicked from Indian bazaars',
  email: 'hello@rangrezbazaar.in',
  mobile: '9829012345',
  address: 'Shop 14, Johari Bazaar Road, Near Hawa Mahal, Jaipur, Rajasthan 302003',
  theme: {
    text: '#2b1d16',
    background: '#fffaf3',
    primary: '#b5382f',
    secondary: '#1f6f5c',
    accent: '#e0a526',
  },
  social: {
    fb: 'https://www.facebook.com/rangrezbazaar',
    insta: 'https://www.instagram.com/rangrezbazaar',
    youtube: 'https://www.youtube.com/@rangrezbazaar',
    twitter: 'https://x.com/rangrezbazaar',
    // Left empty on purpose: the footer must hide the LinkedIn icon.
    linkedin: null,
  },
  hosts: ['localhost', '127.0.0.1'],
} as const;

/**
 * The store's return policy as the storefront's Return Policy page states it (spec: returns within
 * 30 days of delivery; opened beauty and personal-care products cannot be returned). Product copy
 * quotes these figures and no others.
 */
export const demoReturnPolicy = { days: 30 } as const;

export interface BannerSpec {
  file: string;
  /** The category whose listing the banner opens. */
  categoryName: string;
  hue: number;
  art: ArtKind[];
  text: BannerText;
}

export const demoBanners: BannerSpec[] = [
  { file: 'banners/festive-sale.jpg', categoryName: 'Sarees', hue: 345, art: ['saree', 'lehenga', 'jhumka'],
    text: { headline: 'Festive Sale', offer: 'Up to 60% off', subline: 'Banarasi sarees, lehengas and temple jhumkas', cta: 'Shop Now' } },
  { file: 'banners/kurta-edit.jpg', categoryName: 'Kurtas & Suits', hue: 195, art: ['kurta', 'dupatta', 'bangles'],
    text: { headline: 'The Summer Kurta Edit', offer: 'From ₹399', subline: 'Breezy cotton kurtas hand block printed in Jaipur', cta: 'Explore Kurtas' } },
  { file: 'banners/kitchen-days.jpg', categoryName: 'Tiffins & Storage', hue: 28, art: ['tiffin', 'kadai', 'bottle'],
    text: { headline: 'Kitchen Days', offer: 'Flat 40% off', subline: 'Steel tiffins, iron kadais and copper bottles', cta: 'Shop Kitchen' } },
  { file: 'banners/holi-colours.jpg', categoryName: 'Holi Specials', hue: 290, art: ['gulal', 'tshirt', 'pichkari'],
    text: { headline: 'Holi Hai!', offer: 'From ₹149', subline: 'Organic gulal, pichkaris and the HOLI T-SHIRT', cta: 'Play with Colours' } },
];

/** The category whose tile links to one of its subcategory listings instead of its own. */
export const overrideLink = { categoryName: 'Holi Specials', subcategoryName: 'Holi T-Shirts' };

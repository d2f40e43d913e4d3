import type { Generated } from 'kysely';

/**
 * Table types for Kysely. Money is integer paise; times are ISO-8601 UTC text; booleans are
 * 0/1 integers; lists and attribute maps are JSON text. The same shapes hold on SQLite and
 * PostgreSQL, so one query code path serves both.
 */
export interface Database {
  stores: StoreTable;
  store_hosts: StoreHostTable;
  category_groups: CategoryGroupTable;
  categories: CategoryTable;
  subcategories: SubcategoryTable;
  products: ProductTable;
  product_images: ProductImageTable;
  product_sizes: ProductSizeTable;
  banners: BannerTable;
  customers: CustomerTable;
  customer_sessions: CustomerSessionTable;
  password_resets: PasswordResetTable;
  verification_codes: VerificationCodeTable;
  rate_limit_hits: RateLimitHitTable;
  addresses: AddressTable;
}

export interface StoreTable {
  id: Generated<number>;
  is_default: number;
  name: string;
  email: string;
  mobile: string;
  address: string;
  logo: string;
  favicon: string;
  theme_text: string;
  theme_background: string;
  theme_primary: string;
  theme_secondary: string;
  theme_accent: string;
  social_fb: string | null;
  social_insta: string | null;
  social_linkedin: string | null;
  social_twitter: string | null;
  social_youtube: string | null;
  created_at: string;
}

export interface StoreHostTable {
  host: string;
  store_id: number;
}

export interface CategoryGroupTable {
  id: Generated<number>;
  store_id: number;
  name: string;
  sort: number;
}

export interface CategoryTable {
  id: Generated<number>;
  store_id: number;
  group_id: number;
  name: string;
  image: string;
  /** Override link: where the category's tile goes instead of its listing. */
  url: string | null;
  sort: number;
}

export interface SubcategoryTable {
  id: Generated<number>;
  store_id: number;
  category_id: number;
  name: string;
  sort: number;
}

export interface ProductTable {
  id: Generated<number>;
  store_id: number;
  asin: string;
  name: string;
  category_id: number;
  subcategory_id: number | null;
  description: string;
  /** Sanitised rich-text HTML (the spec's colongdescription). */
  long_description: string;
  image: string;
  youtube_link: string | null;
  rating: number;
  rating_count: number;
  badge: string | null;
  badge1: string | null;
  material: string | null;
  original_price: number;
  discount_price: number;
  /** Per-unit delivery charge (the spec's recommendedSellingPrice). */
  delivery_charge: number;
  /** JSON list of colour names, or null when the product has no colour choice. */
  colors: string | null;
  /** JSON object of further attributes (fit, pattern, occasion, …), shown under Profile Details. */
  attributes: string;
  /** Words besides the name that search should find the product by (category, material, …). */
  search_keywords: string;
  /** Position on the home page within its group; null when not featured. */
  featured_rank: number | null;
  created_at: string;
  updated_at: string;
}

export interface ProductImageTable {
  id: Generated<number>;
  store_id: number;
  product_id: number;
  file: string;
  sort: number;
}

export interface ProductSizeTable {
  id: Generated<number>;
  store_id: number;
  product_id: number;
  label: string;
  stock: number;
  sort: number;
}

export interface BannerTable {
  id: Generated<number>;
  store_id: number;
  image: string;
  url: string;
  sort: number;
}

export interface CustomerTable {
  id: Generated<number>;
  store_id: number;
  first_name: string;
  last_name: string;
  /** Lower-cased. */
  email: string;
  mobile: string;
  password_hash: string;
  email_verified_at: string | null;
  mobile_verified_at: string | null;
  created_at: string;
  updated_at: string;
}

export interface CustomerSessionTable {
  id: Generated<number>;
  customer_id: number;
  /** SHA-256 hex of the bearer token. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface PasswordResetTable {
  id: Generated<number>;
  customer_id: number;
  token_hash: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface VerificationCodeTable {
  id: Generated<number>;
  customer_id: number;
  channel: 'email' | 'phone';
  target: string;
  code_hash: string;
  attempts: Generated<number>;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface RateLimitHitTable {
  id: Generated<number>;
  bucket: string;
  subject: string;
  at: string;
}

export interface AddressTable {
  id: Generated<number>;
  store_id: number;
  customer_id: number;
  first_name: string;
  last_name: Generated<string>;
  email: string;
  mobile: string;
  address1: string;
  address2: string;
  city: string;
  district: Generated<string>;
  state: string;
  pincode: string;
  country: Generated<string>;
  created_at: string;
  updated_at: string;
}

import type { Generated } from 'kysely';
import type { AutoAcceptRule } from '@haat/shared/rules';

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
  rate_limit_counters: RateLimitCounterTable;
  addresses: AddressTable;
  cart_lines: CartLineTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  order_events: OrderEventTable;
  payments: PaymentTable;
  payment_events: PaymentEventTable;
  refunds: RefundTable;
  sandbox_gateway_orders: SandboxGatewayOrderTable;
  sandbox_gateway_payments: SandboxGatewayPaymentTable;
  cod_captchas: CodCaptchaTable;
  staff: StaffTable;
  staff_memberships: StaffMembershipTable;
  staff_sessions: StaffSessionTable;
  staff_invitations: StaffInvitationTable;
  audit_log: AuditLogTable;
  stock_movements: StockMovementTable;
  jobs: JobTable;
  job_errors: JobErrorTable;
  invoice_series: InvoiceSeriesTable;
  home_featured: HomeFeaturedTable;
  mail_outbox: MailOutboxTable;
  pin_codes: PinCodeTable;
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
  /** A size at or under this many units is on the console's low-stock list. */
  low_stock_threshold: Generated<number>;
  /** Raised by every console change; processes compare it to know their caches are stale (decision 021). */
  change_counter: Generated<number>;
  /** Which new orders are accepted without a reseller's tap (issue 16). */
  auto_accept: Generated<AutoAcceptRule>;
  /** Cash on delivery: offered at all (0/1), for orders from min to max (null: no limit), with a fee (decision 027). */
  cod_enabled: Generated<number>;
  cod_min_paise: Generated<number>;
  cod_max_paise: Generated<number | null>;
  cod_fee_paise: Generated<number>;
  /** COD orders wait for a code sent to the shopper's mobile (0/1), for this many minutes (decision 044). */
  cod_confirm_by_code: Generated<number>;
  cod_confirm_minutes: Generated<number>;
  /** The seller's legal details, printed on GST invoices ('' until the seller fills them in). */
  legal_name: Generated<string>;
  /** Upper-cased; its first two digits are legal_state's GST code. */
  gstin: Generated<string>;
  legal_address: Generated<string>;
  /** One of the address form's state names: an invoice is CGST + SGST when it is the place of supply. */
  legal_state: Generated<string>;
  /** The grievance officer Indian e-commerce rules ask a seller to name. */
  grievance_name: Generated<string>;
  grievance_email: Generated<string>;
  /** The delivery rules as JSON (issue 18, services/delivery/delivery-rules.ts); '' for the defaults. */
  delivery_rules: Generated<string>;
  /** The storefront's language for a shopper who has not chosen ('en' or 'hi'), and whether Hindi is offered (0/1; decision 045). */
  default_language: Generated<'en' | 'hi'>;
  hindi_enabled: Generated<number>;
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
  /** 1 when the group has a section on the home page (0012). */
  home_visible: Generated<number>;
  /** The section's place on the home page; null follows the menu's order, after the ordered ones. */
  home_sort: number | null;
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
  /** Only published products reach the storefront. */
  status: Generated<ProductStatus>;
  /** HSN code for the GST invoice, 4 to 8 digits. */
  hsn_code: string | null;
  /** GST rate in basis points (5 % is 500). */
  gst_rate_bp: number | null;
  published_at: string | null;
  archived_at: string | null;
}

export type ProductStatus = 'draft' | 'published' | 'archived';

export interface ProductImageTable {
  id: Generated<number>;
  store_id: number;
  product_id: number;
  file: string;
  sort: number;
  width: number | null;
  height: number | null;
  bytes: number | null;
  created_at: string | null;
}

export interface ProductSizeTable {
  id: Generated<number>;
  store_id: number;
  product_id: number;
  label: string;
  stock: number;
  sort: number;
  /** Unique within the store when set; the key of a CSV import. */
  sku: string | null;
}

export interface BannerTable {
  id: Generated<number>;
  store_id: number;
  image: string;
  url: string;
  sort: number;
  /** What the banner says, for screen readers (0012). */
  title: Generated<string>;
  /** ISO UTC instants the banner shows from and until (exclusive); null = open. */
  starts_at: string | null;
  ends_at: string | null;
  /** The 4 : 3 picture phones show instead of `image`; null = none (0014). */
  phone_image: Generated<string | null>;
}

/** A product a home section features, in its place (0012). */
export interface HomeFeaturedTable {
  id: Generated<number>;
  store_id: number;
  group_id: number;
  product_id: number;
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
  /** 1 when the shop no longer offers this customer cash on delivery. */
  cod_blocked: Generated<number>;
  /** The language of the customer's last sign-up or order, for mails asked for without one (decision 046); null: not known. */
  language: Generated<'en' | 'hi' | null>;
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

/** One rate-limit counter: the events of a subject in the current window (auth/rate-limit.ts). */
export interface RateLimitCounterTable {
  bucket: string;
  subject: string;
  hits: number;
  window_ends_at: string;
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

/** A signed-in customer's cart: one line per product, units capped at the size's stock on write. */
export interface CartLineTable {
  id: Generated<number>;
  customer_id: number;
  product_id: number;
  units: number;
  size: string;
  color: string | null;
  added_at: string;
  updated_at: string;
}

export type OrderStatus =
  | 'pending_payment'
  | 'placed'
  | 'confirmed'
  | 'packed'
  | 'shipped'
  | 'out_for_delivery'
  | 'delivered'
  | 'cancelled'
  | 'payment_expired'
  /** Refused by the reseller before it shipped, with a reason (stock back, refund when paid). */
  | 'declined'
  /** Returned to origin: the courier brought it back undelivered (stock back). */
  | 'rto'
  /** A COD order waiting for the code sent to the shopper's mobile (decision 044). */
  | 'awaiting_confirmation'
  /** A COD order whose code never came back in time (stock back). */
  | 'cod_unconfirmed';

export type PaymentMode = 'COD' | 'ONLINE';
export type PaymentProvider = 'razorpay' | 'sandbox';

export interface OrderTable {
  id: Generated<number>;
  store_id: number;
  customer_id: number;
  /** The browser's key for one submit (Idempotency-Key): a retry finds the order it made. */
  request_key: string;
  payment_mode: PaymentMode;
  status: OrderStatus;
  subtotal_paise: number;
  shipping_paise: number;
  /** The online-payment discount (decision 009); 0 for cash on delivery. */
  discount_paise: Generated<number>;
  total_paise: number;
  address_id: number | null;
  ship_name: string;
  ship_email: string;
  ship_mobile: string;
  ship_address1: string;
  ship_address2: string;
  ship_city: string;
  ship_state: string;
  ship_pincode: string;
  coupon_code: Generated<string>;
  payment_provider: PaymentProvider | null;
  provider_order_id: string | null;
  /** An unpaid online order gives its stock back after this time. */
  pay_by: string | null;
  paid_at: string | null;
  created_at: string;
  updated_at: string;
  /** Set when the order ships: shown to the shopper on /track. */
  courier: Generated<string | null>;
  awb: Generated<string | null>;
  tracking_url: Generated<string | null>;
  /** When a cash-on-delivery order was delivered, so its cash collected. */
  cod_collected_at: Generated<string | null>;
  /** The shop's COD fee, in the total of a COD order. */
  cod_fee_paise: Generated<number>;
  /** The GST invoice's number ('2026-27/000123'), unique in the store; set once, on the first request for it. */
  invoice_number: Generated<string | null>;
  invoiced_at: Generated<string | null>;
  /** JSON (InvoiceSeller): the seller's legal details as the invoice printed them when issued. */
  invoice_seller: Generated<string | null>;
  /** A COD order waiting for its code (decision 044): the code's HMAC, until when it works, wrong tries, when it was sent. */
  cod_code_hash: Generated<string | null>;
  cod_code_expires_at: Generated<string | null>;
  cod_code_attempts: Generated<number>;
  cod_code_sent_at: Generated<string | null>;
  /** The order goes back (stock and all) if not confirmed by this time. */
  confirm_by: Generated<string | null>;
  /** The language the order was placed in: its mails and SMS speak it (decision 046). */
  language: Generated<'en' | 'hi'>;
}

export type OrderLineStatus = 'active' | 'cancelled' | 'refunded';

export interface OrderLineTable {
  id: Generated<number>;
  order_id: number;
  product_id: number | null;
  size_id: number | null;
  asin: string;
  name: string;
  image: string;
  description: Generated<string>;
  size: string;
  color: string | null;
  units: number;
  unit_price_paise: number;
  delivery_paise: number;
  line_total_paise: number;
  status: OrderLineStatus;
  cancel_reason: string | null;
  cancel_comment: string | null;
  cancelled_at: string | null;
  /** The product's HSN code and GST rate (basis points) as bought, for the invoice. */
  hsn_code: Generated<string | null>;
  gst_rate_bp: Generated<number | null>;
}

/** One step of an order's tracking timeline (or of one line, when order_line_id is set). */
export interface OrderEventTable {
  id: Generated<number>;
  order_id: number;
  order_line_id: number | null;
  /** An OrderStatus, or 'paid', 'refund_pending', 'refunded' for payment steps. */
  status: string;
  note: Generated<string>;
  at: string;
}

export interface PaymentTable {
  id: Generated<number>;
  order_id: number;
  provider: PaymentProvider;
  provider_order_id: string;
  provider_payment_id: string;
  amount_paise: number;
  status: string;
  created_at: string;
}

export interface PaymentEventTable {
  id: Generated<number>;
  provider_event_id: string;
  type: string;
  received_at: string;
}

export interface RefundTable {
  id: Generated<number>;
  payment_id: number;
  order_line_id: number;
  provider_refund_id: string | null;
  amount_paise: number;
  /** 'issuing' while one process asks the provider: no second process asks for the same refund. */
  status: 'pending' | 'issuing' | 'processed' | 'failed';
  created_at: string;
  updated_at: string;
}

/** What Razorpay would hold on its servers, kept by the local sandbox gateway instead. */
export interface SandboxGatewayOrderTable {
  id: string;
  amount_paise: number;
  currency: string;
  receipt: string;
  status: 'created' | 'attempted' | 'paid';
  created_at: string;
}

export interface SandboxGatewayPaymentTable {
  id: string;
  order_id: string;
  amount_paise: number;
  status: 'captured' | 'failed';
  refunded_paise: Generated<number>;
  created_at: string;
}

/** A cash-on-delivery captcha the server issued to one session (services/orders/cod-captcha.ts). */
export interface CodCaptchaTable {
  id: string;
  session_id: number;
  code: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export type StaffRole = 'owner' | 'manager' | 'packer';

export interface StaffTable {
  id: Generated<number>;
  /** Lower-cased. */
  email: string;
  name: string;
  password_hash: string;
  created_at: string;
  updated_at: string;
  disabled_at: string | null;
}

export interface StaffMembershipTable {
  staff_id: number;
  store_id: number;
  role: StaffRole;
  created_at: string;
  invited_by: number | null;
}

export interface StaffSessionTable {
  id: Generated<number>;
  staff_id: number;
  store_id: number;
  /** SHA-256 hex of the bearer token. */
  token_hash: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
  user_agent: Generated<string>;
}

export interface StaffInvitationTable {
  id: Generated<number>;
  store_id: number;
  /** Lower-cased. */
  email: string;
  role: StaffRole;
  token_hash: string;
  invited_by: number | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
  used_by: number | null;
  revoked_at: string | null;
}

export interface AuditLogTable {
  id: Generated<number>;
  store_id: number;
  /** Null for changes made by the command line or the system. */
  staff_id: number | null;
  at: string;
  /** What was done, as `<entity>.<verb>`: 'product.update', 'stock.adjust', … */
  action: string;
  entity_type: string;
  entity_id: number | null;
  /** JSON of the changed fields before and after; null when the entity did not exist before or after. */
  before: string | null;
  after: string | null;
  job_id: number | null;
  request_id: string | null;
}

export type StockReason = 'adjust' | 'restock' | 'damage' | 'count' | 'import' | 'order' | 'cancel' | 'expired' | 'return' | 'declined' | 'rto';

export interface StockMovementTable {
  id: Generated<number>;
  store_id: number;
  product_id: number;
  size_id: number | null;
  size_label: string;
  delta: number;
  stock_after: number;
  reason: StockReason;
  note: Generated<string>;
  staff_id: number | null;
  order_id: number | null;
  at: string;
}

export type JobState = 'queued' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobTable {
  id: Generated<number>;
  store_id: number;
  kind: string;
  state: JobState;
  /** JSON: storage keys of the uploaded files and the job's options. */
  input: string;
  total: Generated<number>;
  processed: Generated<number>;
  error_count: Generated<number>;
  /** JSON: what the job did or would do (created, updated, unchanged counts, …). */
  summary: Generated<string>;
  created_by: number | null;
  created_at: string;
  started_at: string | null;
  finished_at: string | null;
  /** Which process runs it; with heartbeat_at, lets another take over a dead one's job. */
  claimed_by: string | null;
  heartbeat_at: string | null;
}

export interface JobErrorTable {
  job_id: number;
  line: number;
  message: string;
}

/** A store's invoice numbers in one financial year: the last serial taken (services/invoices/invoice-series.ts). */
export interface InvoiceSeriesTable {
  store_id: number;
  /** '2026-27'. */
  financial_year: string;
  last_serial: number;
}

/** A mail or text message to send, written in the transaction that gives rise to it (decision 031). */
export interface MailOutboxTable {
  id: Generated<number>;
  store_id: number;
  kind: 'mail' | 'sms';
  /** An e-mail address, or a full mobile number with its country code (+91…). */
  recipient: string;
  /** Empty for a text message. */
  subject: string;
  /** Emptied once sent: a verification code or a reset link must not outlive its sending in the database. */
  text: string;
  html: string | null;
  created_at: string;
  attempts: Generated<number>;
  /** When it is due; null once sent or given up. */
  next_attempt_at: string | null;
  /** The sender that has it, until `claimed_until` (then another may take it: the first one died). */
  claimed_by: string | null;
  claimed_until: string | null;
  sent_at: string | null;
  last_error: string | null;
}

/** India Post's PIN codes, one row per PIN, filled from the directory package (decision 042). */
export interface PinCodeTable {
  pin: string;
  /** The address form's City / District: the district's name (the directory names no cities). */
  city: string;
  district: string;
  /** One of the address form's 36 state names. */
  state: string;
}

import type { JSX, SVGProps } from 'react';
import spriteUrl from './icons.svg?url';

// Icons are lucide's outlines, drawn from one sprite file (icons.svg) that the browser fetches
// once and caches: each icon in a page is an <svg><use/></svg> pair, not its whole drawing. A page
// carries dozens of icons, and drawing each in full was a tenth of a product page's render and a
// third of its markup. Add an icon with a line below, then `npm run icons -w @haat/web` to
// redraw the sprite; a test fails while the sprite and this list disagree.

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref' | 'fill' | 'strokeWidth'> {
  /** A fill colour, such as 'currentColor' for a solid icon; outlines are not filled. */
  fill?: string;
  /** Line width in the icon's 24-unit grid; 2 unless given. */
  strokeWidth?: number;
}

export type Icon = (props: IconProps) => JSX.Element;

/** Where icon `name` is in the sprite. */
export const iconHref = (name: string) => `${spriteUrl}#${name}`;

/** An icon of the sprite; in the browser build each module makes the icons it imports (vite/icons-where-used.ts). */
export function icon(name: string): Icon {
  const href = iconHref(name);
  // Fill and stroke width go in the style: the .icon class (app.css) would outrank attributes.
  return function SpriteIcon({ className, fill, strokeWidth, style, ...rest }: IconProps) {
    const drawn = fill === undefined && strokeWidth === undefined ? style : { fill, strokeWidth, ...style };
    return (
      <svg className={className ? `icon ${className}` : 'icon'} style={drawn} aria-hidden={rest['aria-label'] ? undefined : true} {...rest}>
        <use href={href} />
      </svg>
    );
  };
}

export const ArrowLeft = /* @__PURE__ */ icon('arrow-left');
export const ArrowRight = /* @__PURE__ */ icon('arrow-right');
export const ArrowUp = /* @__PURE__ */ icon('arrow-up');
export const ArrowUpDown = /* @__PURE__ */ icon('arrow-up-down');
export const ArrowUpRight = /* @__PURE__ */ icon('arrow-up-right');
export const Award = /* @__PURE__ */ icon('award');
export const BadgeCheck = /* @__PURE__ */ icon('badge-check');
export const BadgeIndianRupee = /* @__PURE__ */ icon('badge-indian-rupee');
export const BadgePercent = /* @__PURE__ */ icon('badge-percent');
export const Ban = /* @__PURE__ */ icon('ban');
export const Banknote = /* @__PURE__ */ icon('banknote');
export const Bike = /* @__PURE__ */ icon('bike');
export const CalendarClock = /* @__PURE__ */ icon('calendar-clock');
export const CalendarDays = /* @__PURE__ */ icon('calendar-days');
export const Check = /* @__PURE__ */ icon('check');
export const ChevronDown = /* @__PURE__ */ icon('chevron-down');
export const ChevronLeft = /* @__PURE__ */ icon('chevron-left');
export const ChevronRight = /* @__PURE__ */ icon('chevron-right');
export const ChevronUp = /* @__PURE__ */ icon('chevron-up');
export const CircleAlert = /* @__PURE__ */ icon('circle-exclamation-point');
export const CircleCheck = /* @__PURE__ */ icon('circle-check');
export const CircleCheckBig = /* @__PURE__ */ icon('circle-check-big');
export const CircleX = /* @__PURE__ */ icon('circle-x');
export const ClipboardCheck = /* @__PURE__ */ icon('clipboard-check');
export const Clock = /* @__PURE__ */ icon('clock');
export const Copyright = /* @__PURE__ */ icon('circle-letter-c');
export const CreditCard = /* @__PURE__ */ icon('credit-card');
export const Database = /* @__PURE__ */ icon('database');
export const Eye = /* @__PURE__ */ icon('eye');
export const EyeOff = /* @__PURE__ */ icon('eye-off');
export const FileText = /* @__PURE__ */ icon('file-text');
export const Flame = /* @__PURE__ */ icon('flame');
export const Gavel = /* @__PURE__ */ icon('gavel');
export const Gift = /* @__PURE__ */ icon('gift');
export const GraduationCap = /* @__PURE__ */ icon('graduation-cap');
export const HandCoins = /* @__PURE__ */ icon('hand-coins');
export const Headset = /* @__PURE__ */ icon('headset');
export const Heart = /* @__PURE__ */ icon('heart');
export const History = /* @__PURE__ */ icon('rotate-ccw-clock');
export const House = /* @__PURE__ */ icon('house');
export const ImageOff = /* @__PURE__ */ icon('image-off');
export const Info = /* @__PURE__ */ icon('info');
export const KeyRound = /* @__PURE__ */ icon('key-round');
export const LayoutDashboard = /* @__PURE__ */ icon('layout-dashboard');
export const LayoutGrid = /* @__PURE__ */ icon('layout-grid');
export const LayoutTemplate = /* @__PURE__ */ icon('layout-template');
export const Lightbulb = /* @__PURE__ */ icon('lightbulb');
export const Link2Off = /* @__PURE__ */ icon('link-2-off');
export const LoaderCircle = /* @__PURE__ */ icon('loader-circle');
export const Lock = /* @__PURE__ */ icon('lock');
export const LogIn = /* @__PURE__ */ icon('log-in');
export const LogOut = /* @__PURE__ */ icon('log-out');
export const Mail = /* @__PURE__ */ icon('mail');
export const MailCheck = /* @__PURE__ */ icon('mail-check');
export const MapPin = /* @__PURE__ */ icon('map-pin');
export const Menu = /* @__PURE__ */ icon('menu');
export const MessageSquareText = /* @__PURE__ */ icon('message-square-text');
export const Minus = /* @__PURE__ */ icon('minus');
export const Package = /* @__PURE__ */ icon('package');
export const PackageCheck = /* @__PURE__ */ icon('package-check');
export const PackageOpen = /* @__PURE__ */ icon('package-open');
export const PackageSearch = /* @__PURE__ */ icon('package-search');
export const PackageX = /* @__PURE__ */ icon('package-x');
export const Palette = /* @__PURE__ */ icon('palette');
export const Pause = /* @__PURE__ */ icon('pause');
export const Pencil = /* @__PURE__ */ icon('pencil');
export const Phone = /* @__PURE__ */ icon('phone');
export const Play = /* @__PURE__ */ icon('play');
export const PlayCircle = /* @__PURE__ */ icon('circle-play');
export const Plus = /* @__PURE__ */ icon('plus');
export const Power = /* @__PURE__ */ icon('power');
export const Receipt = /* @__PURE__ */ icon('receipt');
export const RefreshCw = /* @__PURE__ */ icon('refresh-cw');
export const RotateCcw = /* @__PURE__ */ icon('rotate-ccw');
export const RotateCw = /* @__PURE__ */ icon('rotate-cw');
export const Ruler = /* @__PURE__ */ icon('ruler');
export const Scale = /* @__PURE__ */ icon('scale');
export const Search = /* @__PURE__ */ icon('search');
export const SearchX = /* @__PURE__ */ icon('search-x');
export const Share2 = /* @__PURE__ */ icon('share-2');
export const ShieldCheck = /* @__PURE__ */ icon('shield-check');
export const ShoppingBag = /* @__PURE__ */ icon('shopping-bag');
export const ShoppingCart = /* @__PURE__ */ icon('shopping-cart');
export const SlidersHorizontal = /* @__PURE__ */ icon('sliders-horizontal');
export const Smartphone = /* @__PURE__ */ icon('smartphone');
export const Sparkles = /* @__PURE__ */ icon('sparkles');
export const Star = /* @__PURE__ */ icon('star');
export const Store = /* @__PURE__ */ icon('store');
export const Tags = /* @__PURE__ */ icon('tags');
export const TimerOff = /* @__PURE__ */ icon('timer-off');
export const Trash2 = /* @__PURE__ */ icon('trash');
export const TriangleAlert = /* @__PURE__ */ icon('triangle-exclamation-point');
export const Truck = /* @__PURE__ */ icon('truck');
export const UserCheck = /* @__PURE__ */ icon('user-check');
export const UserCog = /* @__PURE__ */ icon('user-cog');
export const UserPlus = /* @__PURE__ */ icon('user-plus');
export const UserRound = /* @__PURE__ */ icon('user-round');
export const Wallet = /* @__PURE__ */ icon('wallet');
export const X = /* @__PURE__ */ icon('x');
export const Zap = /* @__PURE__ */ icon('zap');

import type { Banner } from '@haat/shared/api';
import { imageUrl } from '@haat/shared/api';
import { ArrowRight, BadgeCheck, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { ImageWithFallback } from './image-with-fallback.tsx';
import { SmartLink } from './smart-link.tsx';

/**
 * The home hero: the reseller's first banner (full size, linking where the reseller set), or a
 * themed welcome panel when there is no banner. The carousel of all banners comes later.
 */
export function HomeHero({ banner, storeName }: { banner: Banner | undefined; storeName: string }) {
  const fallback = <WelcomePanel storeName={storeName} />;
  if (!banner) return fallback;
  const picture = (
    <ImageWithFallback
      src={imageUrl(banner.image)}
      alt={`${storeName} offers`}
      loading="eager"
      fetchPriority="high"
      className="aspect-[16/5] w-full rounded-xl object-cover shadow-sm md:rounded-2xl"
      fallback={fallback}
    />
  );
  return banner.url.trim() ? (
    <SmartLink href={banner.url} className="block rounded-2xl transition hover:opacity-95">{picture}</SmartLink>
  ) : picture;
}

function WelcomePanel({ storeName }: { storeName: string }) {
  return (
    <div className="relative overflow-hidden rounded-2xl bg-gradient-to-br from-primary to-accent px-6 py-10 text-white shadow-sm md:px-12 md:py-16">
      <div aria-hidden className="absolute -top-16 -right-16 size-64 rounded-full bg-white/10" />
      <div aria-hidden className="absolute -bottom-20 right-32 size-48 rounded-full bg-white/10" />
      <p className="relative text-sm font-semibold tracking-widest uppercase opacity-90">Welcome to {storeName}</p>
      <p className="relative mt-2 max-w-xl text-3xl leading-tight font-extrabold md:text-5xl">Style for every day, delivered to your door</p>
      <ul className="relative mt-5 flex flex-wrap gap-3 text-sm font-medium">
        <li className="flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5"><BadgeCheck className="size-4" aria-hidden />Trusted by more than 1 Crore Indians</li>
        <li className="flex items-center gap-1.5 rounded-full bg-white/15 px-3 py-1.5"><Truck className="size-4" aria-hidden />Pay on Delivery | Free Delivery</li>
      </ul>
      <Link to="/#categories" className="relative mt-7 inline-flex items-center gap-2 rounded-full bg-white px-6 py-3 text-sm font-bold text-gray-900 shadow transition hover:gap-3">
        Shop now <ArrowRight className="size-4" aria-hidden />
      </Link>
    </div>
  );
}

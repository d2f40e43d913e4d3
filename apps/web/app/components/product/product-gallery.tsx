import { imageUrl } from '@haat/shared/api';
import { ChevronLeft, ChevronRight } from '../icons.tsx';
import { Suspense, useState, type ReactNode } from 'react';
import { ImageWithFallback } from '../image-with-fallback.tsx';
import { KeptMarkup, keptMarkupName } from '../kept-markup.tsx';
import { useHydrated } from '../use-hydrated.ts';
import { useSwipe } from './use-swipe.ts';
import { VideoSlot } from './video-slot-later.tsx';
import { VideoThumbnail } from './video-thumbnail.tsx';
import { ZoomImage } from './zoom-image.tsx';
import * as m from '../../i18n/m/product.ts';
import { useLocale } from '../../i18n/use-locale.ts';

interface ProductGalleryProps {
  name: string;
  images: string[];
  /** YouTube video id; its slot comes last and exists only with a video. */
  videoId: string | null;
  onSale: boolean;
  /** Buttons laid over the picture's top-right corner (share, wishlist). */
  actions?: ReactNode;
}

/**
 * Main picture with thumbnails (desktop) or swipe and dots (phone); the slots wrap around, the
 * video slot last, as the spec describes.
 */
export function ProductGallery({ name, images, videoId, onSale, actions }: ProductGalleryProps) {
  const slots = images.length + (videoId ? 1 : 0);
  const [index, setIndex] = useState(0);
  const go = (next: number) => setIndex(((next % slots) + slots) % slots);
  const swipe = useSwipe((direction) => go(index + direction));
  const locale = useLocale();
  const label = (i: number) => (i === images.length ? m.product_video({}, { locale }) : m.product_image_of({ index: i + 1, count: images.length }, { locale }));
  const showLabel = (i: number) => (i === images.length ? m.product_show_video({}, { locale }) : m.product_show_image_of({ index: i + 1, count: images.length }, { locale }));
  // Only the first picture is seen before the page runs, and moving to another needs the page's
  // script: the other slides join once it runs (decision 037), as the home banner's do.
  const interactive = useHydrated();
  const shown = interactive ? images : images.slice(0, 1);

  return (
    <section aria-roledescription="carousel" aria-label={m.product_images({}, { locale })} className="flex flex-col gap-3 md:flex-row-reverse md:gap-4">
      <div className="relative aspect-square w-full overflow-hidden bg-gray-50 md:rounded-2xl md:border md:border-gray-100">
        <div
          className={`flex size-full touch-pan-y ${swipe.dragging ? '' : 'transition-transform duration-300 ease-out'}`}
          style={{ transform: `translateX(calc(${-index * 100}% + ${swipe.offset}px))` }}
          {...swipe.handlers}
          data-testid="gallery-track"
        >
          {shown.map((file, i) => (
            <div key={file + i} className="size-full shrink-0" aria-hidden={i !== index} role="group" aria-roledescription="slide" aria-label={label(i)}>
              <ZoomImage file={file} alt={i === 0 ? name : m.product_picture_n({ name, index: i + 1 }, { locale })} priority={i === 0} />
            </div>
          ))}
          {videoId && interactive && (
            <div className="size-full shrink-0" aria-hidden={index !== images.length} role="group" aria-roledescription="slide" aria-label={m.product_video({}, { locale })}>
              <Suspense fallback={null}>
                <VideoSlot videoId={videoId} title={name} active={index === images.length} />
              </Suspense>
            </div>
          )}
        </div>
        {onSale && (
          <span className="absolute top-3 left-3 rounded-md bg-red-600 px-2.5 py-1 text-xs font-extrabold tracking-widest text-white shadow [:lang(hi)_&]:tracking-normal">
            {m.product_on_sale({}, { locale })}
          </span>
        )}
        {actions && <div className="absolute top-3 right-3 flex flex-col gap-2">{actions}</div>}
        {slots > 1 && (
          // Written from memory after the first time (decision 054); not the picture before it,
          // which asks for a preload in the page's head.
          <KeptMarkup by={keptMarkupName('gallery arrows', slots, index, images.length, locale)}>
          <>
            <ArrowButton side="left" onClick={() => go(index - 1)} />
            <ArrowButton side="right" onClick={() => go(index + 1)} />
            {/* The dots' common look is set once here, not on each dot. */}
            <div className="absolute bottom-2 left-1/2 flex -translate-x-1/2 rounded-full bg-white/80 px-1 shadow-sm md:hidden *:flex *:h-6 *:min-w-6 *:items-center *:justify-center *:px-0.5 [&_span]:h-2 [&_span]:rounded-full [&_span]:transition-all">
              {Array.from({ length: slots }, (_, i) => (
                // The dot is small; the button round it is a 24 px target a thumb can hit (WCAG 2.5.8).
                <button
                  key={i}
                  type="button"
                  aria-label={showLabel(i)}
                  aria-current={i === index}
                  onClick={() => go(i)}
                >
                  <span className={i === index ? 'w-5 bg-primary' : 'w-2 bg-gray-500'} />
                </button>
              ))}
            </div>
          </>
          </KeptMarkup>
        )}
      </div>
      {slots > 1 && (
        // The thumbnails' common look is set once on the list, not on each of them.
        <KeptMarkup by={keptMarkupName('thumbnails', images, videoId, index, locale)}>
        <ul className="hidden shrink-0 gap-2.5 md:flex md:flex-col [&_button]:block [&_button]:size-16 [&_button]:overflow-hidden [&_button]:rounded-lg [&_button]:border-2 [&_button]:bg-gray-50 [&_button]:transition lg:[&_button]:size-[72px]" aria-label={m.product_thumbnails({}, { locale })}>
          {images.map((file, i) => (
            <li key={file + i}>
              <Thumb active={i === index} label={showLabel(i)} onSelect={() => go(i)}>
                <ImageWithFallback src={imageUrl(file, '280x280')} alt="" width={280} height={280} className="size-full object-cover" fallbackClassName="size-full" />
              </Thumb>
            </li>
          ))}
          {videoId && (
            <li>
              <Thumb active={index === images.length} label={showLabel(images.length)} onSelect={() => go(images.length)}>
                <VideoThumbnail videoId={videoId} />
              </Thumb>
            </li>
          )}
        </ul>
        </KeptMarkup>
      )}
    </section>
  );
}

function Thumb({ active, label, onSelect, children }: { active: boolean; label: string; onSelect: () => void; children: ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      aria-current={active}
      onClick={onSelect}
      // Like the big shops: pointing at a thumbnail previews it.
      onMouseEnter={onSelect}
      className={active ? 'border-primary' : 'border-gray-200 hover:border-gray-400'}
    >
      {children}
    </button>
  );
}

function ArrowButton({ side, onClick }: { side: 'left' | 'right'; onClick: () => void }) {
  const locale = useLocale();
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={side === 'left' ? m.product_previous_image({}, { locale }) : m.product_next_image({}, { locale })}
      className={`absolute top-1/2 ${side === 'left' ? 'left-2' : 'right-2'} hidden size-10 -translate-y-1/2 items-center justify-center rounded-full bg-white/90 text-gray-800 shadow-md ring-1 ring-black/5 transition hover:bg-white md:flex`}
    >
      <Icon className="size-5" aria-hidden />
    </button>
  );
}

import { PlayCircle } from '../icons.tsx';
import { ImageWithFallback } from '../image-with-fallback.tsx';
import { youtubeEmbedUrl, youtubeThumbnailUrl } from './youtube.ts';
import * as m from '../../i18n/m/product.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/**
 * The gallery's last slot. The iframe exists only while the slot is shown, so a product page
 * loads none of YouTube's scripts until the shopper opens the video (and leaving stops it).
 */
export function VideoSlot({ videoId, active, title }: { videoId: string; active: boolean; title: string }) {
  const locale = useLocale();
  if (!active) {
    return (
      <div className="flex size-full items-center justify-center bg-gray-900">
        <PlayCircle className="size-16 text-white/80" aria-hidden />
      </div>
    );
  }
  return (
    <iframe
      src={youtubeEmbedUrl(videoId)}
      title={m.product_video_of({ title }, { locale })}
      className="size-full bg-black"
      allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen"
      allowFullScreen
      // What YouTube's player needs (it fails without its own origin's storage), and no more. The
      // frame is another origin, so allow-same-origin does not let it reach this page.
      // oxlint-disable-next-line react/iframe-missing-sandbox
      sandbox="allow-scripts allow-same-origin allow-presentation allow-popups"
      // The site sends no referrer at all; YouTube refuses embeds without one, so this frame sends the origin.
      referrerPolicy="strict-origin-when-cross-origin"
      loading="lazy"
    />
  );
}

/** The video's thumbnail button in the strip: YouTube's still, or a play icon when it cannot load. */
export function VideoThumbnail({ videoId }: { videoId: string }) {
  return (
    <span className="relative flex size-full items-center justify-center bg-gray-900">
      <ImageWithFallback
        src={youtubeThumbnailUrl(videoId)}
        alt=""
        className="size-full object-cover opacity-80"
        fallback={<span className="size-full bg-gray-900" />}
      />
      <PlayCircle className="absolute size-7 text-white drop-shadow" aria-hidden />
    </span>
  );
}

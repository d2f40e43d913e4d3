import { PlayCircle } from '../icons.tsx';
import * as m from '../../i18n/m/product.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** The privacy-enhanced embed address, as the issue asks. */
export function youtubeEmbedUrl(id: string): string {
  return `https://www.youtube-nocookie.com/embed/${id}?rel=0&modestbranding=1&playsinline=1`;
}

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

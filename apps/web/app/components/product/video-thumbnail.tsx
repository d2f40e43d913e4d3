import { PlayCircle } from '../icons.tsx';
import { ImageWithFallback } from '../image-with-fallback.tsx';

/** YouTube's still of the video, for its thumbnail in the gallery's strip. */
export function youtubeThumbnailUrl(id: string): string {
  return `https://i.ytimg.com/vi/${id}/hqdefault.jpg`;
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

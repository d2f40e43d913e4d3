import { lazy } from 'react';

/**
 * The gallery's video slot (video-slot.tsx), rendered only once the page runs and only for a
 * product with a video: its code loads then, in its Suspense boundary, not with every product
 * page (decision 050).
 */
export const VideoSlot = lazy(() => import('./video-slot.tsx').then((video) => ({ default: video.VideoSlot })));

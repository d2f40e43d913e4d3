import { maxBanners } from '@haat/shared/console-api';
import { PictureDropzone, sizeLimit } from '../picture-dropzone.tsx';

/** Drop zone for banners: each file goes up alone (XHR through a resource route), checked by content on the server. */
export function BannerUploader({ room }: { room: number }) {
  return (
    <PictureDropzone url="/console/settings/home/banners" room={room} inputLabel="Add banners" full={`A shop holds at most ${maxBanners} banners`}
      idle="Drop banners here, or tap to choose" dragging="Drop the banners here" hint={`JPEG, PNG, WebP · wide pictures (16 : 5, for example 1600 × 500 px) · up to ${sizeLimit} each · then add each one a phone picture`} />
  );
}

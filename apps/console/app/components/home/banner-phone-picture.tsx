import { useFetcher } from 'react-router';
import { imageUrl } from '@haat/shared/api';
import { phonePictureShape, type ConsoleBanner } from '@haat/shared/console-api';
import type { FormResult } from '../../lib/form-result.ts';
import { Button } from '../button.tsx';
import { XsrfField } from '../form-field.tsx';
import { Icon } from '../icons.tsx';
import { PictureDropzone } from '../picture-dropzone.tsx';

/** The hint on a banner without a phone picture: phones then shrink the wide picture's words to a few pixels. */
export const phonePictureHint = 'Add a phone picture so the words read on phones.';

/**
 * A banner's phone picture: the 4 : 3 picture phones show instead of the wide one. Added or
 * replaced by a drop (one file, checked like the banner and for its shape), removed by a button.
 */
export function BannerPhonePicture({ banner, index }: { banner: ConsoleBanner; index: number }) {
  const fetcher = useFetcher<FormResult>();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const phone = banner.phone_image;
  return (
    <div className="grid gap-3 rounded-lg bg-slate-50 p-3 sm:col-span-2 sm:grid-cols-[14rem_1fr]">
      <div className="space-y-1.5">
        <h3 className="flex items-center gap-1.5 text-sm font-medium text-slate-800"><Icon name="phone" className="size-4 text-slate-500" />Phone picture</h3>
        {phone ? (
          <>
            <img src={imageUrl(phone, '400x300')} alt={`${banner.title || `Banner ${index + 1}`}, as phones show it`} className="aspect-[4/3] w-40 rounded-md object-cover ring-1 ring-slate-200" />
            <fetcher.Form method="post">
              <XsrfField />
              <input type="hidden" name="id" value={banner.id} />
              <Button type="submit" name="intent" value="banner-phone-remove" look="quietDanger" disabled={busy} aria-label={`Remove the phone picture of banner ${index + 1}`}>
                <Icon name="trash" className="size-4" />Remove phone picture
              </Button>
            </fetcher.Form>
          </>
        ) : (
          <p className="flex gap-1.5 text-sm text-amber-800"><Icon name="info" className="mt-0.5 size-4 shrink-0" />{phonePictureHint}</p>
        )}
        {result?.message && <p role={result.ok ? 'status' : 'alert'} className={`text-sm ${result.ok ? 'text-emerald-700' : 'text-red-700'}`}>{result.message}</p>}
      </div>
      <PictureDropzone
        url={`/console/settings/home/banners/${banner.id}/phone`}
        room={1}
        multiple={false}
        inputLabel={phone ? `Replace the phone picture of banner ${index + 1}` : `Add a phone picture to banner ${index + 1}`}
        full=""
        idle={phone ? 'Drop a new phone picture to replace it, or tap to choose' : 'Drop a phone picture here, or tap to choose'}
        dragging="Drop the phone picture here"
        hint={`${phonePictureShape.width} : ${phonePictureShape.height}, for example ${phonePictureShape.suggested} px · words big enough to read on a phone`}
      />
    </div>
  );
}

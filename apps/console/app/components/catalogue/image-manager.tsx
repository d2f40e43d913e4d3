import { useFetcher } from 'react-router';
import { imageUrl } from '@haat/shared/api';
import { maxProductImages, type ConsoleProduct } from '@haat/shared/console-api';
import type { FormResult } from '../../lib/form-result.ts';
import { useXsrfToken, xsrfFieldName } from '../../lib/xsrf.ts';
import { Icon } from '../icons.tsx';
import { PictureDropzone, sizeLimit } from '../picture-dropzone.tsx';
import { SortableList } from './sortable-list.tsx';

type Picture = ConsoleProduct['images'][number];

/** A product's pictures: upload several, drag or step to reorder, choose the main one, remove. */
export function ImageManager({ productId, images }: { productId: number; images: readonly Picture[] }) {
  const fetcher = useFetcher<FormResult>();
  const xsrf = useXsrfToken();
  const send = (intent: string, values: Record<string, string>) => fetcher.submit({ intent, ...values, [xsrfFieldName]: xsrf }, { method: 'post' });
  const pending = fetcher.formData;
  const shown = pending?.get('intent') === 'image-order'
    ? String(pending.get('ids')).split(',').map((id) => images.find((image) => image.id === Number(id))).filter((image): image is Picture => !!image)
    : images;
  const refused = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <section className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5" aria-labelledby="images-title">
      <div>
        <h2 id="images-title" className="text-base font-semibold text-slate-900">Pictures</h2>
        <p className="mt-1 text-sm text-slate-500">The first is the main picture, shown in lists. Drag or use the arrows to reorder.</p>
      </div>
      {refused && <p role="alert" className="text-sm text-red-700">{refused}</p>}
      {shown.length > 0 && (
        <SortableList grid label="Pictures" items={shown} onOrder={(ids) => send('image-order', { ids: ids.join(',') })} render={(image, handle, index) => (
          <figure className={`overflow-hidden rounded-xl border bg-white ${index === 0 ? 'border-brand-500 ring-2 ring-brand-500/30' : 'border-slate-200'} ${handle.dragging ? 'shadow-lg' : ''}`}>
            <div {...handle.handle} className="relative aspect-square cursor-grab bg-slate-100" aria-label={`Drag picture ${index + 1}`}>
              <img src={imageUrl(image.file, '300x300')} alt={`${index + 1} of ${shown.length}`} className="size-full object-cover" draggable={false} />
              {index === 0 && <span className="absolute top-2 left-2 rounded-full bg-brand-600 px-2 py-0.5 text-xs font-semibold text-white">Main</span>}
            </div>
            <figcaption className="flex items-center justify-between gap-1 p-1.5">
              <div className="flex">
                <button type="button" disabled={!handle.moveUp} onClick={handle.moveUp} aria-label={`Move picture ${index + 1} earlier`} className="grid size-8 place-items-center rounded-md text-slate-600 hover:bg-slate-100 disabled:opacity-30"><Icon name="chevronLeft" className="size-4" /></button>
                <button type="button" disabled={!handle.moveDown} onClick={handle.moveDown} aria-label={`Move picture ${index + 1} later`} className="grid size-8 place-items-center rounded-md text-slate-600 hover:bg-slate-100 disabled:opacity-30"><Icon name="chevronRight" className="size-4" /></button>
              </div>
              <div className="flex">
                {index > 0 && <button type="button" onClick={() => send('image-main', { image_id: String(image.id) })} aria-label={`Make picture ${index + 1} the main one`} title="Make main" className="grid size-8 place-items-center rounded-md text-slate-600 hover:bg-slate-100"><Icon name="star" className="size-4" /></button>}
                <button type="button" onClick={() => send('image-remove', { image_id: String(image.id) })} aria-label={`Remove picture ${index + 1}`} title="Remove" className="grid size-8 place-items-center rounded-md text-red-700 hover:bg-red-50"><Icon name="trash" className="size-4" /></button>
              </div>
            </figcaption>
          </figure>
        )} />
      )}
      <PictureDropzone url={`/console/products/${productId}/images`} room={maxProductImages - images.length} inputLabel="Add pictures" keepEarlierRefusals
        full={`A product holds at most ${maxProductImages} pictures`} idle="Drop pictures here, or tap to choose" dragging="Drop the pictures here"
        hint={`JPEG, PNG, WebP · up to ${sizeLimit} each · several at once`} />
    </section>
  );
}

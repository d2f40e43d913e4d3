import { useState } from 'react';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { useFetcher, useRevalidator } from 'react-router';
import { imageUrl } from '@haat/shared/api';
import { acceptedImageTypes, maxImageUploadBytes, maxProductImages, type ConsoleProduct } from '@haat/shared/console-api';
import type { FormResult } from '../../lib/form-result.ts';
import { useXsrfToken, xsrfFieldName } from '../../lib/xsrf.ts';
import { Icon } from '../icons.tsx';
import { SortableList } from './sortable-list.tsx';
import { uploadFile } from './image-upload.ts';

type Picture = ConsoleProduct['images'][number];
interface Sending { key: string; name: string; progress: number; error?: string; done?: boolean }

const sizeLimit = `${maxImageUploadBytes / 1024 / 1024} MB`;

function refusedWhy(rejection: FileRejection): string {
  const code = rejection.errors[0]?.code;
  if (code === 'file-too-large') return `Larger than ${sizeLimit}. Resize it and try again.`;
  if (code === 'file-invalid-type') return 'Not a JPEG, PNG, WebP or AVIF picture.';
  return rejection.errors[0]?.message ?? 'This file cannot be uploaded.';
}

/** Drop zone and per-file progress: each file goes up alone, so one refusal stops none of the others. */
function Uploader({ productId, room }: { productId: number; room: number }) {
  const xsrf = useXsrfToken();
  const revalidator = useRevalidator();
  const [sending, setSending] = useState<Sending[]>([]);
  const update = (key: string, change: Partial<Sending>) => setSending((all) => all.map((item) => (item.key === key ? { ...item, ...change } : item)));
  const onDrop = async (files: File[], rejections: FileRejection[]) => {
    const stamp = Date.now();
    const queued = files.map((file, index) => ({ file, key: `${stamp}-${index}` }));
    setSending((all) => [
      ...all.filter((item) => !item.done || item.error),
      ...queued.map(({ file, key }) => ({ key, name: file.name, progress: 0 })),
      ...rejections.map((rejection, index) => ({ key: `${stamp}-r${index}`, name: rejection.file.name, progress: 0, error: refusedWhy(rejection), done: true })),
    ]);
    for (const { file, key } of queued) {
      const answer = await uploadFile(`/console/products/${productId}/images`, file, xsrf, (progress) => update(key, { progress }));
      update(key, answer.ok ? { progress: 1, done: true } : { error: answer.message ?? 'Refused.', done: true });
    }
    await revalidator.revalidate();
    setSending((all) => all.filter((item) => item.error));
  };
  const { getRootProps, getInputProps, isDragActive } = useDropzone({ onDrop, accept: acceptedImageTypes as unknown as Record<string, string[]>, maxSize: maxImageUploadBytes, disabled: room <= 0 });
  return (
    <div className="space-y-2">
      <div {...getRootProps({ className: `flex cursor-pointer flex-col items-center gap-1 rounded-xl border-2 border-dashed px-4 py-6 text-center transition-colors ${isDragActive ? 'border-brand-500 bg-brand-50' : 'border-slate-300 bg-slate-50 hover:bg-slate-100'} ${room <= 0 ? 'opacity-50' : ''}` })}>
        <input {...getInputProps({ 'aria-label': 'Add pictures' })} />
        <Icon name="image" className="size-7 text-slate-400" />
        <p className="text-sm font-medium text-slate-800">{room <= 0 ? `A product holds at most ${maxProductImages} pictures` : isDragActive ? 'Drop the pictures here' : 'Drop pictures here, or tap to choose'}</p>
        <p className="text-xs text-slate-500">JPEG, PNG, WebP · up to {sizeLimit} each · several at once</p>
      </div>
      {sending.length > 0 && (
        <ul className="space-y-1.5" aria-label="Uploads">
          {sending.map((item) => (
            <li key={item.key} className="rounded-lg border border-slate-200 bg-white px-3 py-2 text-sm">
              <div className="flex justify-between gap-2"><span className="truncate">{item.name}</span><span className="shrink-0 text-xs text-slate-500">{item.error ? 'Refused' : item.done ? 'Done' : `${Math.round(item.progress * 100)} %`}</span></div>
              {item.error ? <p role="alert" className="mt-1 text-xs text-red-700">{item.error}</p> : (
                <div className="mt-1.5 h-1.5 overflow-hidden rounded-full bg-slate-100" role="progressbar" aria-label={`Uploading ${item.name}`} aria-valuenow={Math.round(item.progress * 100)} aria-valuemin={0} aria-valuemax={100}>
                  <div className="h-full rounded-full bg-brand-600 transition-[width]" style={{ width: `${item.progress * 100}%` }} />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

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
      <Uploader productId={productId} room={maxProductImages - images.length} />
    </section>
  );
}

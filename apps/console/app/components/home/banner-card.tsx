import { useFetcher } from 'react-router';
import { imageUrl } from '@haat/shared/api';
import type { ConsoleBanner } from '@haat/shared/console-api';
import type { FormResult } from '../../lib/form-result.ts';
import type { SortHandle } from '../catalogue/sortable-list.tsx';
import { Button } from '../button.tsx';
import { TextField, XsrfField } from '../form-field.tsx';
import { Icon } from '../icons.tsx';
import { BannerPhonePicture } from './banner-phone-picture.tsx';

const stateLooks: Record<ConsoleBanner['state'], { label: string; className: string }> = {
  live: { label: 'Showing', className: 'bg-emerald-50 text-emerald-800 ring-emerald-600/20' },
  scheduled: { label: 'Scheduled', className: 'bg-amber-50 text-amber-800 ring-amber-600/20' },
  ended: { label: 'Ended', className: 'bg-slate-100 text-slate-600 ring-slate-500/20' },
};

/** One banner: its picture (the drag handle), whether it shows now, its link, words and days, and its phone picture. */
export function BannerCard({ banner, index, count, handle }: { banner: ConsoleBanner; index: number; count: number; handle: SortHandle }) {
  const fetcher = useFetcher<FormResult>();
  const busy = fetcher.state !== 'idle';
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const fields = result && !result.ok ? result.fields : undefined;
  const state = stateLooks[banner.state];
  return (
    <article className={`grid gap-3 py-4 sm:grid-cols-[14rem_1fr] ${handle.dragging ? 'rounded-xl bg-white shadow-lg' : ''}`}>
      <div className="space-y-2">
        <div {...handle.handle} className="relative aspect-[3/1] cursor-grab overflow-hidden rounded-lg bg-slate-100 sm:aspect-[2/1]" aria-label={`Drag banner ${index + 1}`}>
          <img src={imageUrl(banner.image)} alt={banner.title || `Banner ${index + 1} of ${count}`} className="size-full object-cover" draggable={false} />
          <span className={`absolute top-2 left-2 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${state.className}`}>{state.label}</span>
        </div>
        <div className="flex items-center justify-between">
          <div className="flex">
            <button type="button" disabled={!handle.moveUp} onClick={handle.moveUp} aria-label={`Move banner ${index + 1} earlier`} className="grid size-9 place-items-center rounded-md text-slate-600 hover:bg-slate-100 disabled:opacity-30"><Icon name="arrowUp" className="size-4" /></button>
            <button type="button" disabled={!handle.moveDown} onClick={handle.moveDown} aria-label={`Move banner ${index + 1} later`} className="grid size-9 place-items-center rounded-md text-slate-600 hover:bg-slate-100 disabled:opacity-30"><Icon name="arrowDown" className="size-4" /></button>
          </div>
          <fetcher.Form method="post">
            <XsrfField />
            <input type="hidden" name="id" value={banner.id} />
            <Button type="submit" name="intent" value="banner-remove" look="quietDanger" disabled={busy} aria-label={`Remove banner ${index + 1}`}><Icon name="trash" className="size-4" />Remove</Button>
          </fetcher.Form>
        </div>
      </div>
      <fetcher.Form method="post" className="grid grid-cols-2 content-start gap-3">
        <XsrfField />
        <input type="hidden" name="id" value={banner.id} />
        <div className="col-span-2 sm:col-span-1"><TextField label="Link" name="url" defaultValue={banner.url} fields={fields} placeholder="/products-section/12" hint="A page of your shop (/…) or an https:// address. Empty: no link." /></div>
        <div className="col-span-2 sm:col-span-1"><TextField label="What it says" name="title" defaultValue={banner.title} fields={fields} placeholder="Diwali sale: 30% off sarees" hint="Read aloud to shoppers who cannot see it." /></div>
        <TextField label="First day" name="starts_on" type="date" defaultValue={banner.starts_on ?? ''} fields={fields} hint="Empty: from now." />
        <TextField label="Last day" name="ends_on" type="date" defaultValue={banner.ends_on ?? ''} fields={fields} hint="Empty: no end." />
        <div className="col-span-2 flex flex-wrap items-center gap-3">
          <Button type="submit" name="intent" value="banner-update" look="secondary" disabled={busy}>{busy ? 'Saving…' : 'Save banner'}</Button>
          {/* A refusal naming a field is shown beside it; only one without a field shows here. */}
          {result && (result.ok || !result.fields || Object.keys(result.fields).length === 0) && <p role={result.ok ? 'status' : 'alert'} className={`text-sm ${result.ok ? 'text-emerald-700' : 'text-red-700'}`}>{result.message}</p>}
        </div>
      </fetcher.Form>
      <BannerPhonePicture banner={banner} index={index} />
    </article>
  );
}

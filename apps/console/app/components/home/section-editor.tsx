import { useState } from 'react';
import { useFetcher } from 'react-router';
import { maxFeaturedProducts, type FeaturedProduct, type HomeSection } from '@haat/shared/console-api';
import { thumbnail } from '../../lib/catalogue.ts';
import type { FormResult } from '../../lib/form-result.ts';
import { useXsrfToken, xsrfFieldName } from '../../lib/xsrf.ts';
import { SortableList } from '../catalogue/sortable-list.tsx';
import { Button } from '../button.tsx';
import { Icon } from '../icons.tsx';
import { ProductPicker } from './product-picker.tsx';

type Section = HomeSection & { id: number };

function moved<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  if (item !== undefined) next.splice(to, 0, item);
  return next;
}

/** One section: its group, whether it shows, and the products it features in order. */
function SectionCard({ section, index, error, onChange }: { section: Section; index: number; error?: string; onChange: (next: Section) => void }) {
  const featured = section.featured;
  const setFeatured = (next: FeaturedProduct[]) => onChange({ ...section, featured: next });
  return (
    <div className="space-y-3">
      <label className="flex items-center justify-between gap-3">
        <span className="text-sm font-semibold text-slate-900">{section.name}</span>
        <span className="flex items-center gap-2 text-sm text-slate-600">
          {section.visible ? 'Shown' : 'Hidden'}
          <input type="checkbox" role="switch" aria-checked={section.visible} checked={section.visible} onChange={(event) => onChange({ ...section, visible: event.target.checked })}
            aria-label={`Show ${section.name} on the home page`} className="size-5 rounded border-slate-300 accent-brand-600" />
        </span>
      </label>
      {section.visible && (
        <>
          <p className="text-xs text-slate-500">
            {featured.length === 0 ? 'No picks: the group’s featured products show, as before.' : `Picked ${featured.length} of ${maxFeaturedProducts}; the group’s featured products fill the rest.`}
          </p>
          {featured.length > 0 && (
            <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200" aria-label={`Products featured in ${section.name}`}>
              {featured.map((product, at) => (
                <li key={product.id} className="flex items-center gap-2 px-2 py-1.5 text-sm">
                  <span className="w-5 text-right text-xs text-slate-400">{at + 1}</span>
                  <img src={thumbnail(product.image)} alt="" className="size-9 shrink-0 rounded-md bg-slate-100 object-cover" />
                  <span className="min-w-0 flex-1 truncate">{product.name}{product.status !== 'published' && <span className="ml-2 text-xs text-amber-700">({product.status}, not shown)</span>}</span>
                  <button type="button" disabled={at === 0} onClick={() => setFeatured(moved(featured, at, at - 1))} aria-label={`Move ${product.name} earlier`} className="grid size-8 place-items-center rounded-md text-slate-600 hover:bg-slate-100 disabled:opacity-30"><Icon name="arrowUp" className="size-4" /></button>
                  <button type="button" disabled={at === featured.length - 1} onClick={() => setFeatured(moved(featured, at, at + 1))} aria-label={`Move ${product.name} later`} className="grid size-8 place-items-center rounded-md text-slate-600 hover:bg-slate-100 disabled:opacity-30"><Icon name="arrowDown" className="size-4" /></button>
                  <button type="button" onClick={() => setFeatured(featured.filter((p) => p.id !== product.id))} aria-label={`Remove ${product.name} from ${section.name}`} className="grid size-8 place-items-center rounded-md text-red-700 hover:bg-red-50"><Icon name="close" className="size-4" /></button>
                </li>
              ))}
            </ol>
          )}
          <ProductPicker groupName={section.name} chosen={featured.map((p) => p.id)} full={featured.length >= maxFeaturedProducts}
            onPick={(product) => setFeatured([...featured, product])} />
        </>
      )}
      {error && <p role="alert" className="text-sm text-red-700" data-section={index}>{error}</p>}
    </div>
  );
}

/** The home sections: drag or step groups into order, show or hide each, pick up to six products; saved together. */
export function SectionEditor({ sections }: { sections: readonly HomeSection[] }) {
  const fetcher = useFetcher<FormResult>();
  const xsrf = useXsrfToken();
  const [draft, setDraft] = useState<Section[]>(() => sections.map((s) => ({ ...s, id: s.group_id })));
  // When the saved sections change (this save, or someone else's), the editor starts again from
  // them; a reload that brings the same sections (a banner saved) keeps what is being edited.
  const savedKey = JSON.stringify(sections);
  const [seenKey, setSeenKey] = useState(savedKey);
  if (seenKey !== savedKey) {
    setSeenKey(savedKey);
    setDraft(sections.map((s) => ({ ...s, id: s.group_id })));
  }
  const result = fetcher.state === 'idle' ? fetcher.data : undefined;
  const fields = result && !result.ok ? result.fields ?? {} : {};
  const busy = fetcher.state !== 'idle';
  const save = () => fetcher.submit({
    intent: 'sections-save', [xsrfFieldName]: xsrf,
    sections: JSON.stringify(draft.map((s) => ({ group_id: s.group_id, visible: s.visible, featured: s.featured.map((p) => p.id) }))),
  }, { method: 'post' });
  if (draft.length === 0) return <p className="text-sm text-slate-600">Add category groups first: each group can have a section on the home page.</p>;
  return (
    <div className="space-y-4">
      <SortableList label="Home sections" items={draft} onOrder={(ids) => setDraft(ids.map((id) => draft.find((s) => s.id === id)).filter((s) => s !== undefined))}
        render={(section, handle, index) => (
          <div className={`flex gap-2 py-4 ${handle.dragging ? 'rounded-xl bg-white shadow-lg' : ''}`}>
            <div className="flex flex-col items-center">
              <button type="button" {...handle.handle} aria-label={`Drag ${section.name}`} className="grid size-9 cursor-grab place-items-center rounded-md text-slate-400 hover:bg-slate-100"><Icon name="grip" className="size-4" /></button>
              <button type="button" disabled={!handle.moveUp} onClick={handle.moveUp} aria-label={`Move ${section.name} up`} className="grid size-9 place-items-center rounded-md text-slate-600 hover:bg-slate-100 disabled:opacity-30"><Icon name="arrowUp" className="size-4" /></button>
              <button type="button" disabled={!handle.moveDown} onClick={handle.moveDown} aria-label={`Move ${section.name} down`} className="grid size-9 place-items-center rounded-md text-slate-600 hover:bg-slate-100 disabled:opacity-30"><Icon name="arrowDown" className="size-4" /></button>
            </div>
            <div className="min-w-0 flex-1">
              <SectionCard section={section} index={index} error={fields[`sections.${index}.featured`]}
                onChange={(next) => setDraft(draft.map((s) => (s.id === next.id ? next : s)))} />
            </div>
          </div>
        )} />
      <div className="flex flex-wrap items-center gap-3 border-t border-slate-100 pt-4">
        <Button onClick={save} disabled={busy}>{busy ? 'Saving…' : 'Save sections'}</Button>
        {result && <p role={result.ok ? 'status' : 'alert'} className={`text-sm ${result.ok ? 'text-emerald-700' : 'text-red-700'}`}>{result.message}</p>}
      </div>
    </div>
  );
}

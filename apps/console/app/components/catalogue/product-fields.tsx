import { useState } from 'react';
import { gstRatesBp } from '@haat/shared/rules';
import type { CategoryTree, ConsoleProduct } from '@haat/shared/console-api';
import { flatCategories } from '../../lib/catalogue.ts';
import { SelectField, TextField, type FieldMessages } from '../form-field.tsx';
import { Button } from '../button.tsx';
import { Icon } from '../icons.tsx';
import { RichTextEditor } from './rich-text-editor.tsx';

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <h2 className="mb-4 text-base font-semibold text-slate-900">{title}</h2>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </section>
  );
}

/** Category, then only that category's subcategories. */
function CategoryPicker({ tree, product, fields }: { tree: CategoryTree; product?: ConsoleProduct; fields: FieldMessages }) {
  const categories = flatCategories(tree);
  const [categoryId, setCategoryId] = useState(String(product?.category_id ?? ''));
  const chosen = categories.find((category) => String(category.id) === categoryId);
  return (
    <>
      <SelectField label="Category" name="category_id" fields={fields} value={categoryId} onChange={(event) => setCategoryId(event.target.value)} required
        options={[{ value: '', label: 'Choose a category' }, ...categories.map((category) => ({ value: String(category.id), label: `${category.group} › ${category.name}` }))]} />
      <SelectField key={categoryId} label="Subcategory" name="subcategory_id" fields={fields} defaultValue={String(product?.subcategory_id ?? '')}
        disabled={!chosen || chosen.subcategories.length === 0}
        options={[{ value: '', label: chosen?.subcategories.length ? 'None' : 'No subcategories' }, ...(chosen?.subcategories ?? []).map((sub) => ({ value: String(sub.id), label: sub.name }))]} />
    </>
  );
}

/** Detail rows ("Fabric: cotton"), added and removed freely; blank rows are dropped on save. */
function Attributes({ initial, message }: { initial: Record<string, string>; message?: string }) {
  const [rows, setRows] = useState(() => {
    const start = Object.entries(initial).map(([key, value], index) => ({ id: index, key, value }));
    return start.length ? start : [{ id: 0, key: '', value: '' }];
  });
  const input = 'min-h-10 w-full rounded-lg border border-slate-300 bg-white px-3 text-sm shadow-sm';
  return (
    <fieldset className="sm:col-span-2">
      <legend className="mb-1.5 text-sm font-medium text-slate-800">Details</legend>
      <div className="space-y-2">
        {rows.map((row, index) => (
          <div key={row.id} className="flex gap-2">
            <input name="attr_key" defaultValue={row.key} placeholder="Fabric" aria-label={`Detail ${index + 1} name`} className={`${input} max-w-40`} />
            <input name="attr_value" defaultValue={row.value} placeholder="Pure cotton" aria-label={`Detail ${index + 1} value`} className={input} />
            <Button look="ghost" aria-label={`Remove detail ${index + 1}`} onClick={() => setRows(rows.filter((other) => other.id !== row.id))}><Icon name="close" className="size-4" /></Button>
          </div>
        ))}
      </div>
      <Button look="ghost" className="mt-1 text-brand-700" onClick={() => setRows([...rows, { id: Math.max(-1, ...rows.map((r) => r.id)) + 1, key: '', value: '' }])}>+ Add a detail</Button>
      {message && <p className="text-sm text-red-700">{message}</p>}
    </fieldset>
  );
}

const gstOptions = [{ value: '', label: 'Not set' }, ...gstRatesBp.map((bp) => ({ value: String(bp), label: `${bp / 100} %` }))];

/** Every field of the product editor, grouped the way a reseller thinks of them. */
export function ProductFields({ tree, product, fields }: { tree: CategoryTree; product?: ConsoleProduct; fields: FieldMessages }) {
  const [featured, setFeatured] = useState(product?.featured_rank != null);
  return (
    <div className="space-y-4">
      <Section title="Basics">
        <div className="sm:col-span-2"><TextField label="Name" name="name" fields={fields} defaultValue={product?.name} required maxLength={200} placeholder="Cotton kurta with block print" /></div>
        <CategoryPicker tree={tree} product={product} fields={fields} />
      </Section>
      <Section title="Price">
        <TextField label="Original price (₹)" name="original_price" inputMode="decimal" fields={fields} defaultValue={product?.original_price} required hint="The price before discount, shown struck out." />
        <TextField label="Selling price (₹)" name="discount_price" inputMode="decimal" fields={fields} defaultValue={product?.discount_price} required hint="What the shopper pays." />
        <TextField label="Delivery charge (₹)" name="delivery_charge" inputMode="decimal" fields={fields} defaultValue={product?.delivery_charge ?? 0} hint="0 for free delivery." />
      </Section>
      <section className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
        <h2 className="text-base font-semibold text-slate-900">Description</h2>
        <TextField label="Short description" name="short_description" fields={fields} defaultValue={product?.short_description} maxLength={500} hint="One line under the name." />
        <RichTextEditor name="description" label="Full description" initial={product?.description ?? ''} message={fields?.description} />
        <Attributes initial={product?.attributes ?? {}} message={fields?.attributes} />
      </section>
      <Section title="Shown with the product">
        <TextField label="Colours" name="colors" fields={fields} defaultValue={product?.colors.join(', ')} hint="Separate with commas: red, navy blue." />
        <TextField label="Badges" name="badges" fields={fields} defaultValue={product?.badges.join(', ')} hint="At most two, such as New, Bestseller." />
        <div className="sm:col-span-2"><TextField label="YouTube video" name="youtube_link" type="url" fields={fields} defaultValue={product?.youtube_link ?? ''} placeholder="https://youtu.be/…" /></div>
        <label className="flex min-h-10 items-center gap-3 text-sm font-medium text-slate-800">
          <input type="checkbox" name="featured" checked={featured} onChange={(event) => setFeatured(event.target.checked)} className="size-5 rounded border-slate-300 accent-brand-600" />
          Featured on the home page
        </label>
        {featured && <TextField label="Position on the home page" name="featured_rank" inputMode="numeric" fields={fields} defaultValue={product?.featured_rank ?? 1} hint="1 shows first." />}
      </Section>
      <Section title="Tax (for invoices)">
        <TextField label="HSN code" name="hsn_code" inputMode="numeric" fields={fields} defaultValue={product?.hsn_code ?? ''} placeholder="6109" hint="4 to 8 digits." />
        <SelectField label="GST rate" name="gst_rate_bp" fields={fields} defaultValue={product?.gst_rate_bp == null ? '' : String(product.gst_rate_bp)} options={gstOptions} />
      </Section>
    </div>
  );
}

import { Form } from 'react-router';
import type { CategoryTree } from '@haat/shared/console-api';
import { Button } from '../button.tsx';
import { Icon } from '../icons.tsx';
import { SearchBox } from '../search-box.tsx';

const selectClass = 'min-h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 shadow-sm';

/** The list's search box and filters: a GET form, so every filtered list is a link to share or keep. */
export function ProductFilters({ tree, values }: { tree: CategoryTree; values: URLSearchParams }) {
  const get = (name: string) => values.get(name) ?? '';
  const where = get('subcategory_id') ? `s${get('subcategory_id')}` : get('category_id') ? `c${get('category_id')}` : '';
  const narrowed = ['where', 'category_id', 'subcategory_id', 'stock', 'status', 'price_min', 'price_max'].some((name) => get(name));
  return (
    <Form method="get" role="search" className="mb-4 space-y-3">
      <SearchBox label="Search by name or SKU" placeholder="Search by name or SKU" value={get('q')} />
      <details open={narrowed} className="group rounded-xl border border-slate-200 bg-white px-4 py-2 shadow-sm">
        <summary className="flex min-h-9 cursor-pointer list-none items-center justify-between text-sm font-medium text-slate-700">
          <span>Filters and sorting{narrowed && <span className="ml-2 rounded-full bg-brand-50 px-2 py-0.5 text-xs text-brand-700">on</span>}</span>
          <Icon name="chevronRight" className="size-4 transition-transform group-open:rotate-90" />
        </summary>
        <div className="grid grid-cols-2 gap-3 py-3 md:grid-cols-3 lg:grid-cols-6">
          <label className="col-span-2 flex flex-col gap-1 text-xs font-medium text-slate-600 md:col-span-1 lg:col-span-2">Category
            <select name="where" defaultValue={where} className={selectClass}>
              <option value="">All categories</option>
              {tree.groups.map((group) => (
                <optgroup key={group.id} label={group.name}>
                  {group.categories.flatMap((category) => [
                    <option key={`c${category.id}`} value={`c${category.id}`}>{category.name}</option>,
                    ...category.subcategories.map((sub) => <option key={`s${sub.id}`} value={`s${sub.id}`}>{`\u00a0\u00a0${category.name} › ${sub.name}`}</option>),
                  ])}
                </optgroup>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">Stock
            <select name="stock" defaultValue={get('stock')} className={selectClass}>
              <option value="">Any stock</option><option value="in">In stock</option><option value="low">Low stock</option><option value="out">Out of stock</option>
            </select>
          </label>
          <label className="flex flex-col gap-1 text-xs font-medium text-slate-600">State
            <select name="status" defaultValue={get('status')} className={selectClass}>
              <option value="">Any state</option><option value="draft">Draft</option><option value="published">Published</option><option value="archived">Archived</option>
            </select>
          </label>
          <div className="col-span-2 flex items-end gap-2 md:col-span-1">
            <label className="flex flex-1 flex-col gap-1 text-xs font-medium text-slate-600">Price from ₹
              <input name="price_min" inputMode="decimal" defaultValue={get('price_min')} className={selectClass} />
            </label>
            <label className="flex flex-1 flex-col gap-1 text-xs font-medium text-slate-600">to ₹
              <input name="price_max" inputMode="decimal" defaultValue={get('price_max')} className={selectClass} />
            </label>
          </div>
          <label className="col-span-2 flex flex-col gap-1 text-xs font-medium text-slate-600 md:col-span-1">Sort by
            <select name="sort" defaultValue={get('sort') ? `${get('sort')}:${get('direction') || 'desc'}` : ''} className={selectClass}>
              <option value="">Recently changed</option><option value="created:desc">Newest first</option>
              <option value="name:asc">Name A–Z</option><option value="name:desc">Name Z–A</option>
              <option value="price:asc">Price, low to high</option><option value="price:desc">Price, high to low</option>
            </select>
          </label>
        </div>
        <div className="flex gap-2 pb-2">
          <Button type="submit" look="secondary">Apply</Button>
          {narrowed && <a href="?" className="inline-flex min-h-10 items-center px-3 text-sm font-medium text-slate-600 hover:text-slate-900">Clear</a>}
        </div>
      </details>
    </Form>
  );
}

/** The list query the API takes, read from the page's address (the filter form's names). */
export function listQuery(params: URLSearchParams): Record<string, string> {
  const query: Record<string, string> = {};
  for (const name of ['q', 'stock', 'status', 'price_min', 'price_max', 'after']) {
    const value = params.get(name)?.trim();
    if (value) query[name] = value;
  }
  const where = params.get('where') ?? '';
  if (/^c\d+$/.test(where)) query.category_id = where.slice(1);
  if (/^s\d+$/.test(where)) query.subcategory_id = where.slice(1);
  const [sort, direction] = (params.get('sort') ?? '').split(':');
  if (sort) query.sort = sort;
  if (direction) query.direction = direction;
  return query;
}

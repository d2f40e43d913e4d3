import { data, Form, Link, redirect, useNavigation, useSearchParams } from 'react-router';
import type { ConsoleApi } from '@haat/shared/console-api';
import type { Route } from './+types/products-editor';
import { Button, buttonClass } from '../components/button.tsx';
import { XsrfField } from '../components/form-field.tsx';
import { Notice } from '../components/notice.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { ImageManager } from '../components/catalogue/image-manager.tsx';
import { ProductActions } from '../components/catalogue/product-actions.tsx';
import { ProductFields } from '../components/catalogue/product-fields.tsx';
import { SizeList } from '../components/catalogue/size-list.tsx';
import { StatusBadge } from '../components/catalogue/status-badge.tsx';
import { StockHistory } from '../components/catalogue/stock-history.tsx';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { formNumber, formText } from '../lib/catalogue.ts';
import { formResult, type FormResult } from '../lib/form-result.ts';
import { productFromForm } from '../lib/product-form.ts';
import { pageRecord, requireCall, requireMe } from '../lib/session.server.ts';

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: `${loaderData?.product?.name ?? 'New product'} · Haat console` }];
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireCall(await requireMe(context, request), 'productGet');
  const api = consoleApi(context);
  const tree = await api.categoryTree();
  if (!params.id) return { tree, product: null, movements: [], low: 5 };
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw data('Not found in this shop.', { status: 404 });
  const [product, movements, low] = await Promise.all([pageRecord(api.productGet(id)), pageRecord(api.stockMovements(id)), api.lowStock().then((reply) => reply.threshold, () => 5)]);
  return { tree, product, movements: movements.items, low };
}

/** The editor's steps besides saving the fields: state, sizes, stock and pictures. */
async function step(api: ConsoleApi, id: number, intent: string, form: FormData): Promise<string | undefined> {
  const sizeId = formNumber(form.get('size_id')) ?? 0;
  const ids = () => formText(form, 'ids').split(',').map(Number);
  switch (intent) {
    case 'publish': await api.productPublish(id); return 'Published: shoppers can find and buy it now.';
    case 'unpublish': await api.productUnpublish(id); return 'Unpublished: it is a draft again, hidden from shoppers.';
    case 'archive': await api.productArchive(id); return 'Archived: hidden from shoppers and from the list’s default view.';
    case 'restore': await api.productRestore(id); return 'Restored as a draft.';
    case 'size-add': await api.sizeCreate(id, { label: formText(form, 'label'), sku: formText(form, 'sku') || null, stock: formNumber(form.get('stock')) ?? 0 }); return 'Size added.';
    case 'size-update': await api.sizeUpdate(id, sizeId, { label: formText(form, 'label'), sku: formText(form, 'sku') || null }); return 'Size saved.';
    case 'size-remove': await api.sizeRemove(id, sizeId); return 'Size removed.';
    case 'size-order': await api.sizeOrder(id, ids()); return undefined;
    case 'stock': {
      const note = formText(form, 'note');
      const { stock } = await api.stockAdjust(id, sizeId, { delta: formNumber(form.get('delta')) ?? 0, reason: formText(form, 'reason') as 'restock', ...(note ? { note } : {}) });
      return `Stock is now ${stock}.`;
    }
    case 'image-order': await api.imageOrder(id, ids()); return undefined;
    case 'image-main': await api.imageMain(id, formNumber(form.get('image_id')) ?? 0); return undefined;
    case 'image-remove': await api.imageRemove(id, formNumber(form.get('image_id')) ?? 0); return 'Picture removed.';
    default: return undefined;
  }
}

export async function action({ context, request, params }: Route.ActionArgs) {
  const api = consoleApi(context);
  const form = await request.formData();
  const intent = formText(form, 'intent');
  if (!params.id) {
    let created: number | undefined;
    const result = await formResult('product', async () => {
      created = (await api.productCreate(productFromForm(form))).id;
      return undefined;
    });
    return created ? redirect(`/products/${created}?created=1`) : result;
  }
  const id = Number(params.id);
  if (intent === 'duplicate') {
    let copy: number | undefined;
    const result = await formResult('state', async () => {
      copy = (await api.productDuplicate(id)).id;
      return undefined;
    });
    return copy ? redirect(`/products/${copy}?duplicated=1`) : result;
  }
  if (intent === 'save') {
    return formResult('product', async () => {
      await api.productUpdate(id, { ...productFromForm(form), expected_updated_at: formText(form, 'expected_updated_at') });
      return 'Saved.';
    });
  }
  return formResult(intent.startsWith('size') || intent === 'stock' ? 'sizes' : intent.startsWith('image') ? 'images' : 'state', () => step(api, id, intent, form));
}

export default function ProductEditor({ loaderData, actionData }: Route.ComponentProps) {
  const { tree, product, movements, low } = loaderData;
  const navigation = useNavigation();
  const saving = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'save';
  const result = actionData as FormResult | undefined;
  const [search] = useSearchParams();
  const fields = result?.form === 'product' ? result.fields : undefined;
  return (
    <>
      <Link to="/products" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-slate-600 hover:text-slate-900">← Products</Link>
      <PageHeader title={product ? product.name : 'New product'}
        description={product ? <span className="inline-flex items-center gap-2"><StatusBadge status={product.status} /><span>{product.sizes.length === 1 ? '1 size' : `${product.sizes.length} sizes`} · {product.images.length} picture{product.images.length === 1 ? '' : 's'}</span></span> : 'Save the basics first; sizes and pictures come next.'}
        actions={product ? <ProductActions product={product} /> : undefined} />
      <div className="mb-4 space-y-2">
        {result?.message && (result.form === 'product' || result.form === 'state') && (
          <Notice tone={result.ok ? 'success' : 'error'}>
            {result.message}
            {result.status === 409 && <> <a href={`/console/products/${product?.id ?? ''}`} className="font-semibold underline">Reload the product</a> (your unsaved changes here will be lost; copy any text you want to keep first).</>}
          </Notice>
        )}
        {search.has('created') && !result && <Notice tone="success">Saved as a draft. Add sizes and pictures, then publish.</Notice>}
        {search.has('duplicated') && !result && <Notice tone="info">This is a copy, saved as a draft. Change what differs, then publish.</Notice>}
      </div>
      {product && (
        <nav aria-label="Parts of this product" className="-mx-4 mb-4 flex gap-2 overflow-x-auto px-4 lg:hidden">
          {[['#images-title', 'Pictures'], ['#sizes-title', 'Sizes and stock'], ['#history-title', 'Stock history']].map(([href, label]) => (
            <a key={href} href={href} className="shrink-0 rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700">{label}</a>
          ))}
        </nav>
      )}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:items-start">
        <Form method="post" className="space-y-4" key={product?.updated_at ?? 'new'}>
          <XsrfField />
          <input type="hidden" name="intent" value="save" />
          {product && <input type="hidden" name="expected_updated_at" value={product.updated_at} />}
          <ProductFields tree={tree} product={product ?? undefined} fields={fields} />
          <div className="sticky bottom-0 z-10 -mx-4 flex gap-2 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
            <Button type="submit" disabled={saving} className="flex-1 sm:flex-none">{saving ? 'Saving…' : product ? 'Save changes' : 'Save draft'}</Button>
            <Link to="/products" className={buttonClass('ghost')}>Cancel</Link>
          </div>
        </Form>
        {product && (
          <div className="space-y-4">
            <ImageManager productId={product.id} images={product.images} />
            <SizeList sizes={product.sizes} low={low} />
            <StockHistory movements={movements} />
          </div>
        )}
      </div>
    </>
  );
}

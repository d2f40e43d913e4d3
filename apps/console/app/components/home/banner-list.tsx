import { useFetcher } from 'react-router';
import { maxBanners, type ConsoleBanner } from '@haat/shared/console-api';
import type { FormResult } from '../../lib/form-result.ts';
import { useXsrfToken, xsrfFieldName } from '../../lib/xsrf.ts';
import { SortableList } from '../catalogue/sortable-list.tsx';
import { BannerCard } from './banner-card.tsx';
import { BannerUploader } from './banner-uploader.tsx';

/** The shop's banners in carousel order: upload, drag or step to reorder, and each one's link and days. */
export function BannerList({ banners }: { banners: readonly ConsoleBanner[] }) {
  const fetcher = useFetcher<FormResult>();
  const xsrf = useXsrfToken();
  const pending = fetcher.formData;
  // Shows the new order while it is saved, so a dragged banner does not jump back.
  const shown = pending?.get('intent') === 'banner-order'
    ? String(pending.get('ids')).split(',').map((id) => banners.find((b) => b.id === Number(id))).filter((b) => b !== undefined)
    : banners;
  const refused = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null;
  return (
    <div className="space-y-3">
      {refused && <p role="alert" className="text-sm text-red-700">{refused}</p>}
      {shown.length === 0 ? <p className="text-sm text-slate-600">No banners yet: the home page shows the shop’s default banner.</p> : (
        <SortableList label="Banners" items={shown} onOrder={(ids) => fetcher.submit({ intent: 'banner-order', ids: ids.join(','), [xsrfFieldName]: xsrf }, { method: 'post' })}
          render={(banner, handle, index) => <BannerCard banner={banner} index={index} count={shown.length} handle={handle} />} />
      )}
      <BannerUploader room={maxBanners - banners.length} />
    </div>
  );
}

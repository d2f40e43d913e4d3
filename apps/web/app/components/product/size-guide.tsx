import { Ruler } from '../icons.tsx';
import { lazy, Suspense, useCallback, useState } from 'react';
import * as m from '../../i18n/m/product.ts';
import { useLocale } from '../../i18n/use-locale.ts';

// Few shoppers open the chart: it loads when asked for, not with every product page.
const SizeChartDialog = lazy(() => import('./size-chart-dialog.tsx').then((chunk) => ({ default: chunk.SizeChartDialog })));

/** The "Size Guide" button and, once pressed, the "Size Chart" popup. */
export function SizeGuide() {
  const [open, setOpen] = useState(false);
  const locale = useLocale();
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        className="flex items-center gap-1 text-sm font-semibold text-primary underline-offset-4 hover:underline"
      >
        <Ruler className="size-4" aria-hidden />
        {m.product_size_guide({}, { locale })}
      </button>
      {open && (
        <Suspense fallback={null}>
          <SizeChartDialog onClose={close} />
        </Suspense>
      )}
    </>
  );
}

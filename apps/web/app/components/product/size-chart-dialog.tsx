import { X } from '../icons.tsx';
import { useEffect, useRef } from 'react';
import * as m from '../../i18n/m/product.ts';
import { useLocale } from '../../i18n/use-locale.ts';

/** The spec's local sample chart, in inches. Chest is the spec's; length and shoulder complete the columns. */
const chart = [
  { size: 'S', chest: '36-38', length: '27', shoulder: '16.5' },
  { size: 'M', chest: '38-40', length: '28', shoulder: '17' },
  { size: 'L', chest: '40-42', length: '29', shoulder: '17.5' },
  { size: 'XL', chest: '42-44', length: '30', shoulder: '18' },
];

/**
 * The "Size Chart" popup, loaded when "Size Guide" is first pressed (size-guide.tsx). A native
 * modal <dialog> traps focus, closes on Escape and gives focus back to the button, with no script
 * of our own for any of that.
 */
export function SizeChartDialog({ onClose }: { onClose: () => void }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const locale = useLocale();

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (!element.open) element.showModal();
    // A click on the backdrop lands on the <dialog> itself: close, as shoppers expect. Keyboard
    // users have Escape and the close button.
    const onClick = (event: MouseEvent) => { if (event.target === element) element.close(); };
    element.addEventListener('click', onClick);
    element.addEventListener('close', onClose);
    return () => {
      element.removeEventListener('click', onClick);
      element.removeEventListener('close', onClose);
    };
  }, [onClose]);

  return (
    <dialog
      ref={dialog}
      aria-labelledby="size-chart-title"
      className="m-auto w-[min(92vw,30rem)] rounded-2xl bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-black/50 backdrop:backdrop-blur-[2px]"
    >
      <div className="flex items-center justify-between border-b border-gray-100 px-5 py-4">
        <h2 id="size-chart-title" className="text-lg font-bold">{m.product_size_chart({}, { locale })}</h2>
        <button
          type="button"
          autoFocus
          onClick={() => dialog.current?.close()}
          aria-label={m.product_close_size_chart({}, { locale })}
          className="flex size-9 items-center justify-center rounded-full text-gray-500 transition hover:bg-gray-100 hover:text-gray-900"
        >
          <X className="size-5" aria-hidden />
        </button>
      </div>
      <div className="p-5">
        <table className="w-full overflow-hidden rounded-lg text-center text-sm">
          <caption className="pb-3 text-left text-gray-600">{m.product_in_inches({}, { locale })}</caption>
          <thead className="bg-gray-100 text-xs tracking-wide text-gray-700 uppercase [:lang(hi)_&]:tracking-normal">
            <tr>
              <th scope="col" className="px-3 py-2.5">{m.product_size({}, { locale })}</th>
              <th scope="col" className="px-3 py-2.5">{m.product_chest({}, { locale })}</th>
              <th scope="col" className="px-3 py-2.5">{m.product_length({}, { locale })}</th>
              <th scope="col" className="px-3 py-2.5">{m.product_shoulder({}, { locale })}</th>
            </tr>
          </thead>
          <tbody>
            {chart.map((row) => (
              <tr key={row.size} className="border-b border-gray-100 last:border-0">
                <th scope="row" className="px-3 py-2.5 font-bold">{row.size}</th>
                <td className="px-3 py-2.5">{row.chest}</td>
                <td className="px-3 py-2.5">{row.length}</td>
                <td className="px-3 py-2.5">{row.shoulder}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className="mt-4 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">
          {m.product_measurements_vary({}, { locale })}
        </p>
      </div>
    </dialog>
  );
}

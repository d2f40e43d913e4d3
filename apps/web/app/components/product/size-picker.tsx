import type { SizeOption } from '@haat/shared/api';
import { SizeGuide } from './size-guide.tsx';
import { SizeLabel } from './size-label.tsx';
import { sizePickerId } from './use-product-purchase.ts';
import * as m from '../../i18n/m/product.ts';
// The errors domain's messages each from its own file: through m/errors.ts a page loaded every
// errors message any page uses (the build shares the domain module's whole graph).
import { errors_select_size } from '../../i18n/paraglide/messages/errors_select_size.js';
import { useLocale } from '../../i18n/use-locale.ts';

interface SizePickerProps {
  sizes: SizeOption[];
  selected: string | null;
  onSelect: (label: string) => void;
  /** Set after an action was tried without a size. */
  invalid: boolean;
}

/** Stock at or below which the chosen size says how few are left. */
const fewLeft = 5;

/** Round size buttons; a sold-out size is disabled and crossed out (spec: it cannot be selected). */
export function SizePicker({ sizes, selected, onSelect, invalid }: SizePickerProps) {
  const chosen = sizes.find((s) => s.label === selected);
  const locale = useLocale();
  return (
    <section aria-labelledby={`${sizePickerId}-heading`} className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-4">
        <h2 id={`${sizePickerId}-heading`} className="text-sm font-bold tracking-wide text-gray-900 uppercase [:lang(hi)_&]:tracking-normal">
          {m.product_select_size({}, { locale })}
          {chosen && <span className="ml-2 font-medium normal-case text-gray-600">{chosen.label}</span>}
        </h2>
        <SizeGuide />
      </div>
      <div id={sizePickerId} role="group" aria-labelledby={`${sizePickerId}-heading`} className="flex flex-wrap gap-3">
        {sizes.map((size) => {
          const soldOut = size.stock <= 0;
          const isSelected = size.label === selected;
          return (
            <button
              key={size.id}
              type="button"
              disabled={soldOut}
              aria-pressed={isSelected}
              aria-label={soldOut ? m.product_size_sold_out({ size: size.label }, { locale }) : size.label}
              onClick={() => onSelect(size.label)}
              className={`relative flex size-14 items-center justify-center overflow-hidden rounded-full border text-center transition ${
                soldOut
                  ? 'cursor-not-allowed border-gray-200 bg-gray-50 text-gray-400'
                  : isSelected
                    ? 'border-primary bg-primary text-white shadow-md shadow-primary/30'
                    : 'border-gray-300 bg-white text-gray-800 hover:border-primary hover:text-primary'
              }`}
            >
              <SizeLabel label={size.label} />
              {soldOut && (
                <span aria-hidden className="pointer-events-none absolute inset-0 flex items-center justify-center">
                  <span className="h-px w-[140%] -rotate-45 bg-gray-400" />
                </span>
              )}
            </button>
          );
        })}
      </div>
      {invalid && selected === null && (
        <p role="alert" className="text-sm font-medium text-red-600">{errors_select_size({}, { locale })}</p>
      )}
      {chosen && chosen.stock <= fewLeft && (
        <p className="text-sm font-semibold text-orange-600">{m.product_only_left({ count: chosen.stock }, { locale })}</p>
      )}
    </section>
  );
}

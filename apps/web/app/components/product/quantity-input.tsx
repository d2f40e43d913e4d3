import { canDecrement, canIncrement, parseQuantityInput } from '@haat/shared/rules';
import { Minus, Plus } from '../icons.tsx';
import { useState } from 'react';
import * as m from '../../i18n/m/product.ts';
// The errors domain's messages each from its own file: through m/errors.ts a page loaded every
// errors message any page uses (the build shares the domain module's whole graph).
import { errors_max_quantity } from '../../i18n/paraglide/messages/errors_max_quantity.js';
import { useLocale } from '../../i18n/use-locale.ts';

interface QuantityInputProps {
  units: number;
  stock: number;
  onChange: (units: number) => void;
}

/**
 * Quantity 1..stock. Typed text that is not a whole number in range is ignored (spec §5); an
 * emptied field is allowed while typing and snaps back to the last good value on blur.
 */
export function QuantityInput({ units, stock, onChange }: QuantityInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const locale = useLocale();
  const atLimit = units >= stock;
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor="product-quantity" className="text-sm font-bold tracking-wide text-gray-900 uppercase [:lang(hi)_&]:tracking-normal">{m.product_quantity({}, { locale })}</label>
      <div className="flex w-fit items-center rounded-full border border-gray-300 bg-white">
        <button
          type="button"
          aria-label={m.product_decrease_quantity({}, { locale })}
          disabled={!canDecrement(units)}
          onClick={() => { setDraft(null); onChange(units - 1); }}
          className="flex size-10 items-center justify-center rounded-l-full text-gray-700 transition hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-300 disabled:hover:bg-transparent"
        >
          <Minus className="size-4" aria-hidden />
        </button>
        <input
          id="product-quantity"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          aria-describedby={atLimit ? 'product-quantity-limit' : undefined}
          value={draft ?? String(units)}
          onChange={(event) => {
            const text = event.target.value;
            if (text === '') { setDraft(''); return; }
            const value = parseQuantityInput(text, stock);
            if (value === null) return;
            setDraft(null);
            onChange(value);
          }}
          onBlur={() => setDraft(null)}
          className="h-10 w-14 border-x border-gray-200 text-center text-base font-semibold text-gray-900 outline-none focus-visible:bg-gray-50"
        />
        <button
          type="button"
          aria-label={m.product_increase_quantity({}, { locale })}
          disabled={!canIncrement(units, stock)}
          onClick={() => { setDraft(null); onChange(units + 1); }}
          className="flex size-10 items-center justify-center rounded-r-full text-gray-700 transition hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-300 disabled:hover:bg-transparent"
        >
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
      {atLimit && (
        <p id="product-quantity-limit" role="status" className="text-sm font-medium text-orange-600">{errors_max_quantity({}, { locale })}</p>
      )}
    </div>
  );
}

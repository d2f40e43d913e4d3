import { ChevronDown } from '../icons.tsx';
import { colourSelectId } from './use-product-purchase.ts';
import * as m from '../../i18n/m/product.ts';
import { useLocale } from '../../i18n/use-locale.ts';

interface ColourSelectProps {
  colors: string[];
  value: string | null;
  onChange: (value: string) => void;
  invalid: boolean;
}

/** The colour dropdown, required whenever the product has colours (spec §5). */
export function ColourSelect({ colors, value, onChange, invalid }: ColourSelectProps) {
  const locale = useLocale();
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={colourSelectId} className="text-sm font-bold tracking-wide text-gray-900 uppercase [:lang(hi)_&]:tracking-normal">
        {m.product_colour({}, { locale })} <span className="text-red-600" aria-hidden>*</span>
      </label>
      <div className="relative w-full max-w-xs">
        <select
          id={colourSelectId}
          required
          aria-invalid={invalid && value === null}
          aria-describedby={invalid && value === null ? `${colourSelectId}-error` : undefined}
          value={value ?? ''}
          onChange={(event) => onChange(event.target.value)}
          className={`h-11 w-full appearance-none rounded-lg border bg-white pr-10 pl-3 text-sm text-gray-900 transition focus-visible:border-primary ${
            invalid && value === null ? 'border-red-500 ring-2 ring-red-100' : 'border-gray-300'
          }`}
        >
          <option value="" disabled>{m.product_select_colour({}, { locale })}</option>
          {colors.map((c) => <option key={c} value={c}>{c}</option>)}
        </select>
        <ChevronDown className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-gray-500" aria-hidden />
      </div>
      {invalid && value === null && (
        <p id={`${colourSelectId}-error`} role="alert" className="text-sm font-medium text-red-600">{m.product_select_colour_first({}, { locale })}</p>
      )}
    </div>
  );
}

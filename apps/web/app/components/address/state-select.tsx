import { indianStates } from '@haat/shared/rules';
import { ChevronDown } from '../icons.tsx';
import type { SelectHTMLAttributes } from 'react';
import { describedByOf, FieldFrame } from '../form/field-frame.tsx';
import { fieldLook, inputClass } from '../form/field-looks.ts';
import { stateName } from './state-names.ts';
import * as m from '../../i18n/m/address.ts';
import { useLocale } from '../../i18n/use-locale.ts';

interface StateSelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className' | 'children'> {
  id: string;
  label?: string;
  error?: string;
}

/** The State dropdown: the 28 states and 8 union territories, with a "Select State" prompt (greyed like a placeholder). */
export function StateSelect({ id, label, error, ...select }: StateSelectProps) {
  const locale = useLocale();
  const errors = error ? [error] : [];
  return (
    <FieldFrame id={id} label={label ?? m.address_state({}, { locale })} errors={errors} look={fieldLook()}>
      <div className="relative">
        <select
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedByOf(id, errors, undefined)}
          className={`${inputClass.replace('text-gray-900', '')} appearance-none pr-10 ${select.value === '' ? 'text-gray-400' : 'text-gray-900'}`}
          {...select}
        >
          <option value="" disabled>{m.address_select_state({}, { locale })}</option>
          {/* The value is the English name the server checks; the shopper reads it in the page's language. */}
          {indianStates.map((state) => (
            <option key={state} value={state} className="text-gray-900">{stateName(state, locale)}</option>
          ))}
        </select>
        <ChevronDown className="pointer-events-none absolute top-1/2 right-3.5 size-4 -translate-y-1/2 text-gray-500" aria-hidden />
      </div>
    </FieldFrame>
  );
}

import { Minus, Plus } from '../icons.tsx';
import { canDecrement, canIncrement } from '@haat/shared/rules';
import { errors_max_quantity } from '../../i18n/m/errors.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { cart_decrease_quantity_of, cart_increase_quantity_of, cart_quantity, cart_quantity_of } from '../../i18n/m/cart.ts';

interface QuantityStepperProps {
  name: string;
  units: number;
  stock: number;
  disabled?: boolean;
  onIncrement(): void;
  onDecrement(): void;
}

/** − units +: + stops at the size's stock (saying so), − stops at 1. */
export function QuantityStepper({ name, units, stock, disabled = false, onIncrement, onDecrement }: QuantityStepperProps) {
  const atMax = !canIncrement(units, stock);
  const locale = useLocale();
  const button = 'flex size-8 items-center justify-center text-gray-700 transition hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-300 disabled:hover:bg-transparent';
  return (
    <div className="flex flex-col gap-1">
      <div className="inline-flex w-fit items-center overflow-hidden rounded-full border border-gray-300 bg-white" role="group" aria-label={cart_quantity_of({ name }, { locale })}>
        <button type="button" className={button} aria-label={cart_decrease_quantity_of({ name }, { locale })} disabled={disabled || !canDecrement(units)} onClick={onDecrement}>
          <Minus className="size-4" aria-hidden />
        </button>
        <output className="min-w-9 text-center text-sm font-bold" aria-live="polite" aria-label={cart_quantity({ units }, { locale })}>
          {units}
        </output>
        <button type="button" className={button} aria-label={cart_increase_quantity_of({ name }, { locale })} disabled={disabled || atMax} onClick={onIncrement}>
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
      {atMax && <p className="text-xs font-medium text-amber-700" role="status">{errors_max_quantity({}, { locale })}</p>}
    </div>
  );
}

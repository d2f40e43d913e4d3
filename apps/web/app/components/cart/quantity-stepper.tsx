import { Minus, Plus } from '../icons.tsx';
import { canDecrement, canIncrement, maxQuantityMessage } from '@haat/shared/rules';

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
  const button = 'flex size-8 items-center justify-center text-gray-700 transition hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-300 disabled:hover:bg-transparent';
  return (
    <div className="flex flex-col gap-1">
      <div className="inline-flex w-fit items-center overflow-hidden rounded-full border border-gray-300 bg-white" role="group" aria-label={`Quantity of ${name}`}>
        <button type="button" className={button} aria-label={`Decrease quantity of ${name}`} disabled={disabled || !canDecrement(units)} onClick={onDecrement}>
          <Minus className="size-4" aria-hidden />
        </button>
        <output className="min-w-9 text-center text-sm font-bold" aria-live="polite" aria-label={`Quantity ${units}`}>
          {units}
        </output>
        <button type="button" className={button} aria-label={`Increase quantity of ${name}`} disabled={disabled || atMax} onClick={onIncrement}>
          <Plus className="size-4" aria-hidden />
        </button>
      </div>
      {atMax && <p className="text-xs font-medium text-amber-700" role="status">{maxQuantityMessage}</p>}
    </div>
  );
}

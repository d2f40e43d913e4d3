import { isIndianPincode, pinCodeMessages } from '@haat/shared/rules';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CircleCheck, CircleX, Truck } from '../icons.tsx';
import { whenIdle } from '../when-idle.ts';
import { rememberedPin, type DeliveryAnswer } from './check-delivery-remembered.ts';

type Shown = { kind: 'idle' } | { kind: 'checking' } | DeliveryAnswer;

const work = () => import('./check-delivery-answer.ts');

/**
 * "Check delivery" under a product's choices (issue 18): a PIN gives the store's delivery day and
 * whether cash on delivery is offered there. The page carries only this form; the asking (and the
 * Store API client) loads when the shopper checks, or at once for a PIN remembered from before.
 */
export function CheckDelivery() {
  const id = useId();
  const [pin, setPin] = useState('');
  const [shown, setShown] = useState<Shown>({ kind: 'idle' });
  const asked = useRef('');

  // Only a state setter and a ref: the same function for the component's life.
  const check = useCallback(async (value: string) => {
    asked.current = value;
    if (!isIndianPincode(value)) {
      setShown({ kind: 'refused', message: pinCodeMessages.malformed });
      return;
    }
    setShown({ kind: 'checking' });
    const answer = await (await work()).checkDelivery(value);
    if (asked.current === value) setShown(answer);
  }, []);

  useEffect(() => whenIdle(() => {
    const remembered = rememberedPin();
    if (remembered && isIndianPincode(remembered) && asked.current === '') {
      setPin(remembered);
      void check(remembered);
    }
  }, 800), [check]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void check(pin);
  }

  return (
    // Drawn by check-delivery.css: every product page carries the form (decision 034).
    <section aria-labelledby={`${id}-title`} className="cd">
      <h2 id={`${id}-title`}>
        <Truck aria-hidden /> Check delivery
      </h2>
      <form onSubmit={submit}>
        <label htmlFor={`${id}-pin`} className="sr-only">PIN code</label>
        <input
          id={`${id}-pin`} name="pincode" inputMode="numeric" autoComplete="postal-code" maxLength={6} placeholder="Enter PIN code"
          value={pin} onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        <button type="submit">
          Check
        </button>
      </form>
      <div aria-live="polite">
        {shown.kind === 'checking' && <p className="text-gray-500">Checking…</p>}
        {(shown.kind === 'refused' || shown.kind === 'failed') && (
          <p className="flex items-start gap-1.5 font-medium text-red-600"><CircleX className="mt-0.5 size-4 shrink-0" aria-hidden />{shown.message}</p>
        )}
        {shown.kind === 'delivers' && (
          <div className="flex flex-col gap-0.5">
            <p className="flex items-start gap-1.5 font-semibold text-green-700"><CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />{shown.message}</p>
            <p className="pl-5.5 text-gray-600">To {shown.place}</p>
            <p className="pl-5.5 text-gray-800">{shown.cod ? 'Cash on delivery available' : 'No cash on delivery here: pay online'}</p>
          </div>
        )}
      </div>
    </section>
  );
}

import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CircleCheck, CircleX, Truck } from '../icons.tsx';
import { whenIdle } from '../when-idle.ts';
import type { ToldAnswer } from './check-delivery-answer.ts';
import * as m from '../../i18n/m/product.ts';
import { useLocale } from '../../i18n/use-locale.ts';

type Shown = { kind: 'idle' } | { kind: 'checking' } | { kind: 'failed' } | ({ kind: 'told' } & ToldAnswer);

const work = () => import('./check-delivery-answer.ts');

/**
 * "Check delivery" under a product's choices (issue 18): a PIN gives the store's delivery day and
 * whether cash on delivery is offered there. The page carries only this form; the asking, the
 * answer's words, the PIN rules and the Store API client (check-delivery-answer.ts) load when the
 * page is idle, to check a PIN remembered from before, or when the shopper checks.
 */
export function CheckDelivery() {
  const id = useId();
  const locale = useLocale();
  const [pin, setPin] = useState('');
  const [shown, setShown] = useState<Shown>({ kind: 'idle' });
  const asked = useRef('');

  // State setters, a ref and the language: the same function while the page's language stays.
  const check = useCallback(async (value: string) => {
    asked.current = value;
    setShown({ kind: 'checking' });
    const told = await work().then(({ tellDelivery }) => tellDelivery(value, locale), () => null);
    if (asked.current === value) setShown(told ? { kind: 'told', ...told } : { kind: 'failed' });
  }, [locale]);

  useEffect(() => whenIdle(() => {
    void work().then(({ rememberedIndianPin }) => {
      const remembered = rememberedIndianPin();
      if (remembered && asked.current === '') {
        setPin(remembered);
        void check(remembered);
      }
    }, () => {});
  }, 800), [check]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void check(pin);
  }

  return (
    // Drawn by check-delivery.css: every product page carries the form (decision 034).
    <section aria-labelledby={`${id}-title`} className="cd">
      <h2 id={`${id}-title`}>
        <Truck aria-hidden /> {m.product_check_delivery({}, { locale })}
      </h2>
      <form onSubmit={submit}>
        <label htmlFor={`${id}-pin`} className="sr-only">{m.product_pin_code({}, { locale })}</label>
        <input
          id={`${id}-pin`} name="pincode" inputMode="numeric" autoComplete="postal-code" maxLength={6} placeholder={m.product_enter_pin({}, { locale })}
          value={pin} onChange={(event) => setPin(event.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        <button type="submit">
          {m.product_check({}, { locale })}
        </button>
      </form>
      <div aria-live="polite">
        {shown.kind === 'checking' && <p className="text-gray-500">{m.product_checking({}, { locale })}</p>}
        {(shown.kind === 'failed' || (shown.kind === 'told' && shown.tone === 'refused')) && (
          <p className="flex items-start gap-1.5 font-medium text-red-600">
            <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden />
            {shown.kind === 'told' ? shown.lines[0] : m.product_check_failed({}, { locale })}
          </p>
        )}
        {shown.kind === 'told' && shown.tone === 'delivers' && (
          <div className="flex flex-col gap-0.5">
            <p className="flex items-start gap-1.5 font-semibold text-green-700"><CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />{shown.lines[0]}</p>
            <p className="pl-5.5 text-gray-600">{shown.lines[1]}</p>
            <p className="pl-5.5 text-gray-800">{shown.lines[2]}</p>
          </div>
        )}
      </div>
    </section>
  );
}

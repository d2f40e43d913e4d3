import { deliveryMessages, isIndianPincode, pinCodeMessages } from '@haat/shared/rules';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CircleCheck, CircleX, Truck } from '../icons.tsx';
import { whenIdle } from '../when-idle.ts';
import { rememberedPin, type DeliveryAnswer } from './check-delivery-remembered.ts';
import * as m from '../../i18n/m/product.ts';
import * as e from '../../i18n/m/errors.ts';
import { htmlLang, type Locale } from '../../i18n/locale.ts';
import { useLocale } from '../../i18n/use-locale.ts';

type Shown = { kind: 'idle' } | { kind: 'checking' } | DeliveryAnswer;

const work = () => import('./check-delivery-answer.ts');

/** "Delivery by Mon, 30 Nov" in the page's language (the server writes the same day in English). */
function deliveryBy(answer: Extract<DeliveryAnswer, { kind: 'delivers' }>, locale: Locale): string {
  if (!answer.day) return answer.message;
  const date = new Intl.DateTimeFormat(htmlLang(locale), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${answer.day}T00:00:00Z`));
  return m.product_delivery_by({ date }, { locale });
}

/** Why a PIN was refused, in the page's language; a text the page does not know stays as the server wrote it. */
function refusal({ pin, message }: Extract<DeliveryAnswer, { kind: 'refused' }>, locale: Locale): string {
  if (message === pinCodeMessages.malformed) return e.errors_pin_malformed({}, { locale });
  if (message === pinCodeMessages.unknown(pin)) return e.errors_pin_unknown({ pin }, { locale });
  if (message === deliveryMessages.notServed(pin)) return m.product_pin_not_served({ pin }, { locale });
  return message;
}

/**
 * "Check delivery" under a product's choices (issue 18): a PIN gives the store's delivery day and
 * whether cash on delivery is offered there. The page carries only this form; the asking (and the
 * Store API client) loads when the shopper checks, or at once for a PIN remembered from before.
 */
export function CheckDelivery() {
  const id = useId();
  const locale = useLocale();
  const [pin, setPin] = useState('');
  const [shown, setShown] = useState<Shown>({ kind: 'idle' });
  const asked = useRef('');

  // Only a state setter and a ref: the same function for the component's life.
  const check = useCallback(async (value: string) => {
    asked.current = value;
    if (!isIndianPincode(value)) {
      setShown({ kind: 'refused', pin: value, message: pinCodeMessages.malformed });
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
        {(shown.kind === 'refused' || shown.kind === 'failed') && (
          <p className="flex items-start gap-1.5 font-medium text-red-600">
            <CircleX className="mt-0.5 size-4 shrink-0" aria-hidden />
            {shown.kind === 'refused' ? refusal(shown, locale) : m.product_check_failed({}, { locale })}
          </p>
        )}
        {shown.kind === 'delivers' && (
          <div className="flex flex-col gap-0.5">
            <p className="flex items-start gap-1.5 font-semibold text-green-700"><CircleCheck className="mt-0.5 size-4 shrink-0" aria-hidden />{deliveryBy(shown, locale)}</p>
            <p className="pl-5.5 text-gray-600">{m.product_delivery_to({ place: shown.place }, { locale })}</p>
            <p className="pl-5.5 text-gray-800">{shown.cod ? m.product_cod_here({}, { locale }) : m.product_no_cod_here({}, { locale })}</p>
          </div>
        )}
      </div>
    </section>
  );
}

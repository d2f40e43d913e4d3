import type { CodCaptcha } from '@haat/shared/api';
import { captchaLength } from '@haat/shared/rules';
import { RefreshCw } from '../icons.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import { checkout_captcha_alt, checkout_enter_captcha, checkout_enter_captcha_placeholder, checkout_new_captcha } from '../../i18n/m/checkout.ts';

/** The id of the small form the refresh button posts (checkout.tsx renders it beside the payment form). */
export const newCaptchaFormId = 'new-cod-captcha';

interface CaptchaBoxProps {
  captcha: CodCaptcha;
  value: string;
  error: string | null;
  refreshing: boolean;
  onChange(value: string): void;
}

/**
 * The COD captcha (accounts spec §2, §5): 4 digits the server drew as a picture, a refresh
 * button and "Enter code shown above *". The page holds only the captcha's signed id; the
 * server checks the digits when the order is placed, once. The refresh button belongs to its own
 * form, so that Enter in the box still places the order, with or without JavaScript.
 */
export function CaptchaBox({ captcha, value, error, refreshing, onChange }: CaptchaBoxProps) {
  const locale = useLocale();
  return (
    <div>
      <div className="flex items-center gap-3">
        <img
          src={captcha.image}
          alt={checkout_captcha_alt({ count: captchaLength }, { locale })}
          width={160}
          height={56}
          data-testid="captcha-code"
          className={`h-14 w-40 select-none rounded-lg border border-gray-300 ${refreshing ? 'opacity-50' : ''}`}
          draggable={false}
        />
        <button
          type="submit"
          form={newCaptchaFormId}
          disabled={refreshing}
          aria-label={checkout_new_captcha({}, { locale })}
          className="flex size-11 items-center justify-center rounded-full border border-gray-300 text-gray-700 transition hover:border-primary hover:text-primary disabled:opacity-50"
        >
          <RefreshCw className={`size-5 ${refreshing ? 'animate-spin' : ''}`} aria-hidden />
        </button>
      </div>
      <input type="hidden" name="captchaId" value={captcha.captcha_id} />
      <label htmlFor="captcha-input" className="sr-only">{checkout_enter_captcha({}, { locale })}</label>
      <input
        id="captcha-input"
        name="captcha"
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, captchaLength))}
        inputMode="numeric"
        autoComplete="off"
        maxLength={captchaLength}
        placeholder={checkout_enter_captcha_placeholder({}, { locale })}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'captcha-error' : undefined}
        className={`mt-3 h-12 w-full max-w-xs rounded-lg border px-4 text-base tracking-widest outline-none [:lang(hi)_&]:placeholder:tracking-normal focus:ring-2 focus:ring-primary/30 ${error ? 'border-red-500' : 'border-gray-300 focus:border-primary'}`}
      />
      {error && <p id="captcha-error" role="alert" className="mt-1.5 text-sm font-medium text-red-600">{error}</p>}
    </div>
  );
}

import { captchaLength } from '@haat/shared/rules';
import { RefreshCw } from '../icons.tsx';

interface CaptchaBoxProps {
  code: string;
  value: string;
  error: string | null;
  onChange(value: string): void;
  onRefresh(): void;
}

/**
 * The COD captcha (accounts spec §2, §5): 4 digits drawn so that only a person reads them easily,
 * a refresh button and "Enter code shown above *". The expected code posts along, so the check
 * also runs without JavaScript; it slows scripted orders, the server's own checks do the rest.
 */
export function CaptchaBox({ code, value, error, onChange, onRefresh }: CaptchaBoxProps) {
  return (
    <div>
      <div className="flex items-center gap-3">
        <span
          aria-label={`Captcha code ${code.split('').join(' ')}`}
          role="img"
          data-testid="captcha-code"
          className="flex h-12 min-w-32 select-none items-center justify-center rounded-lg border border-gray-300 bg-[repeating-linear-gradient(135deg,#f3f4f6_0_6px,#e5e7eb_6px_8px)] px-4 font-mono text-2xl font-black tracking-[0.4em] text-gray-800 italic"
        >
          {code.split('').map((digit, i) => (
            <span key={i} aria-hidden className={i % 2 === 0 ? 'inline-block -rotate-6' : 'inline-block translate-y-0.5 rotate-6'}>{digit}</span>
          ))}
        </span>
        <button
          type="button"
          onClick={onRefresh}
          aria-label="Show a new code"
          className="flex size-11 items-center justify-center rounded-full border border-gray-300 text-gray-700 transition hover:border-primary hover:text-primary"
        >
          <RefreshCw className="size-5" aria-hidden />
        </button>
      </div>
      <input type="hidden" name="captchaExpected" value={code} />
      <label htmlFor="captcha-input" className="sr-only">Enter code shown above</label>
      <input
        id="captcha-input"
        name="captcha"
        value={value}
        onChange={(e) => onChange(e.target.value.replace(/\D/g, '').slice(0, captchaLength))}
        inputMode="numeric"
        autoComplete="off"
        maxLength={captchaLength}
        placeholder="Enter code shown above *"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'captcha-error' : undefined}
        className={`mt-3 h-12 w-full max-w-xs rounded-lg border px-4 text-base tracking-widest outline-none focus:ring-2 focus:ring-primary/30 ${error ? 'border-red-500' : 'border-gray-300 focus:border-primary'}`}
      />
      {error && <p id="captcha-error" role="alert" className="mt-1.5 text-sm font-medium text-red-600">{error}</p>}
    </div>
  );
}

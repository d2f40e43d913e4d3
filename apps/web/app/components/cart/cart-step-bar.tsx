import { ShieldCheck } from '../icons.tsx';
import { StoreLogo } from '../store-logo.tsx';
import { shell_cart } from '../../i18n/m/shell.ts';
import { useLocale } from '../../i18n/use-locale.ts';
import { buying_checkout_steps, buying_secure, buying_step_address } from '../../i18n/m/buying.ts';

interface CartStepBarProps {
  storeName: string;
  logo: string;
  /** The cart page shows Cart and Address (browsing spec), checkout Cart and Checkout (accounts spec), in the page's language. */
  steps?: readonly string[];
  /** Index of the current step. */
  current?: number;
}

/**
 * The top bar of the cart and checkout pages (the shop header is hidden there): logo, the steps
 * with the current one marked, and the "100% SECURE" badge. The cart page stays at Cart, as the
 * spec says.
 */
export function CartStepBar({ storeName, logo, steps: given, current: currentStep = 0 }: CartStepBarProps) {
  const locale = useLocale();
  const steps = given ?? [shell_cart({}, { locale }), buying_step_address({}, { locale })];
  return (
    <header className="border-b border-gray-200 bg-white">
      <div className="mx-auto flex max-w-6xl items-center gap-2 px-3 py-3 md:gap-3 md:px-6">
        <StoreLogo name={storeName} logo={logo} imageClassName="h-7 w-auto max-w-28 md:h-10 md:max-w-48" textClassName="text-lg font-extrabold tracking-tight text-primary md:text-xl" />
        <nav aria-label={buying_checkout_steps({}, { locale })} className="mx-auto">
          <ol className="flex items-center text-xs font-semibold md:text-sm">
            {steps.map((step, i) => {
              const current = i === currentStep;
              const done = i < currentStep;
              return (
                <li key={step} className="flex items-center" aria-current={current ? 'step' : undefined}>
                  {i > 0 && <span aria-hidden className={`mx-1.5 h-0.5 w-6 md:mx-3 md:w-20 ${i <= currentStep ? 'bg-primary' : 'bg-gray-300'}`} />}
                  <span className="flex flex-col items-center gap-1 md:flex-row md:gap-2">
                    <span
                      aria-hidden
                      className={`flex size-6 items-center justify-center rounded-full text-[11px] ${current || done ? 'bg-primary text-white' : 'border-2 border-gray-300 text-gray-400'}`}
                    >
                      {i + 1}
                    </span>
                    <span className={current ? 'text-primary' : 'text-gray-500'}>{step}</span>
                  </span>
                </li>
              );
            })}
          </ol>
        </nav>
        <p className="flex shrink-0 items-center gap-1 text-[10px] font-bold tracking-wide text-secondary md:text-sm [:lang(hi)_&]:tracking-normal">
          <ShieldCheck className="size-5 md:size-6" aria-hidden />
          {buying_secure({}, { locale })}
        </p>
      </div>
    </header>
  );
}

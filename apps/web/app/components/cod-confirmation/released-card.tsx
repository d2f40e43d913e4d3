import { Link } from 'react-router';
import { TimerOff } from '../icons.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import { buying_continue_shopping, buying_your_orders } from '../../i18n/m/buying.ts';
import { cod_confirm_not_confirmed, cod_released } from '../../i18n/m/cod-confirmation.ts';

/** The order waited for its code in vain and was released (decision 044): say so, and where to go next. */
export function ReleasedCard({ orderId }: { orderId: number }) {
  const locale = useLocale();
  return (
    <div data-backdrop className="bg-gray-50 px-3 py-8 md:py-14">
      <div className="mx-auto max-w-md rounded-2xl border border-gray-200 bg-white p-6 text-center shadow-sm md:p-9">
        <div className="mx-auto flex size-14 items-center justify-center rounded-full bg-gray-100 text-gray-500">
          <TimerOff className="size-7" aria-hidden />
        </div>
        <h1 className="mt-4 text-2xl font-extrabold text-gray-900">{cod_confirm_not_confirmed({ id: orderId }, { locale })}</h1>
        <p className="mt-2 text-[15px] leading-relaxed text-gray-600">{cod_released({}, { locale })}</p>
        <div className="mt-6 flex flex-col items-center gap-3">
          <Link to="/" className="inline-flex h-12 items-center justify-center rounded-full bg-primary px-8 text-sm font-bold text-white shadow-md shadow-primary/25 transition hover:brightness-110">{buying_continue_shopping({}, { locale })}</Link>
          <Link to="/your-orders" className="text-sm font-semibold text-primary hover:underline">{buying_your_orders({}, { locale })}</Link>
        </div>
      </div>
    </div>
  );
}

import { RefreshCw } from '../icons.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import { buying_try_again } from '../../i18n/m/buying.ts';

/** A grey stand-in for a cart row whose product details are still loading. */
export function RowSkeleton() {
  return (
    <li className="flex animate-pulse gap-3 p-3 md:gap-5 md:p-5" aria-hidden>
      <span className="size-24 shrink-0 rounded-lg bg-gray-200 md:size-32" />
      <span className="flex flex-1 flex-col gap-2 pt-1">
        <span className="h-4 w-3/4 rounded bg-gray-200" />
        <span className="h-3 w-1/2 rounded bg-gray-200" />
        <span className="h-5 w-20 rounded bg-gray-200" />
        <span className="mt-2 h-8 w-28 rounded-full bg-gray-200" />
      </span>
    </li>
  );
}

/** The product details could not be loaded: say so and offer another try (nothing is dropped). */
export function LoadFailed({ message, onRetry }: { message: string; onRetry(): void }) {
  const locale = useLocale();
  return (
    <div role="alert" className="m-3 flex flex-wrap items-center gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">
      <span className="flex-1">{message}</span>
      <button type="button" onClick={onRetry} className="inline-flex items-center gap-1.5 rounded-full border border-red-300 bg-white px-3 py-1 font-semibold hover:bg-red-100">
        <RefreshCw className="size-4" aria-hidden /> {buying_try_again({}, { locale })}
      </button>
    </div>
  );
}

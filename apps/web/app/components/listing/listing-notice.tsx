import { TriangleAlert } from '../icons.tsx';

/** A failed call's message (spec §8), shown where the content would be. */
export function ListingNotice({ message }: { message: string }) {
  return (
    <p role="alert" className="flex items-center gap-2 rounded-lg bg-red-50 px-3 py-2.5 text-sm font-medium text-red-700 ring-1 ring-red-100">
      <TriangleAlert className="size-4 shrink-0" aria-hidden />
      {message}
    </p>
  );
}

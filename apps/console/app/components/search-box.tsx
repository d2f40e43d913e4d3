import { Button } from './button.tsx';
import { Icon } from './icons.tsx';

/** A list's search field (`q`) and its button, inside the list's GET form: a searched list is a link. */
export function SearchBox({ label, placeholder, value }: { label: string; placeholder: string; value: string }) {
  return (
    <div className="flex gap-2">
      <label className="relative flex-1">
        <span className="sr-only">{label}</span>
        <Icon name="search" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-400" />
        <input type="search" name="q" defaultValue={value} placeholder={placeholder}
          className="min-h-11 w-full rounded-lg border border-slate-300 bg-white pr-3 pl-9 text-sm shadow-sm" />
      </label>
      <Button type="submit">Search</Button>
    </div>
  );
}

import type { Address } from '@haat/shared/api';
import { LoaderCircle, Mail, Pencil, Phone, Trash2 } from '../icons.tsx';
import { addressLines } from './address-lines.ts';
import * as m from '../../i18n/m/address.ts';
import { useLocale } from '../../i18n/use-locale.ts';

interface AddressCardProps {
  address: Address;
  /** The first saved address is the customer's default (accounts spec §2). */
  isDefault: boolean;
  selected: boolean;
  /** The radio group's name: one choice per list. */
  radioName: string;
  onSelect(): void;
  onEdit(): void;
  onRemove(): void;
  /** Its removal is under way: the card stays until the server confirms it. */
  removing?: boolean;
}

/** One saved address: a radio choice (name and address as its label), Default badge, Edit and Remove. */
export function AddressCard({ address, isDefault, selected, radioName, onSelect, onEdit, onRemove, removing = false }: AddressCardProps) {
  const radioId = `${radioName}-${address.id}`;
  const locale = useLocale();
  return (
    <li
      aria-busy={removing || undefined}
      className={`rounded-xl border bg-white shadow-sm transition ${selected ? 'border-primary ring-1 ring-primary' : 'border-gray-200 hover:border-gray-300'} ${removing ? 'opacity-60' : ''}`}
    >
      <label htmlFor={radioId} className="flex cursor-pointer gap-3 p-4 pb-2 md:p-5 md:pb-2">
        <input
          id={radioId}
          type="radio"
          name={radioName}
          value={address.id}
          checked={selected}
          onChange={onSelect}
          className="mt-1 size-4 shrink-0 accent-[var(--theme-primary)]"
        />
        <span className="min-w-0 flex-1">
          <span className="flex flex-wrap items-center gap-2">
            <span className="font-bold text-gray-900">{address.name}</span>
            {isDefault && (
              <span className="rounded-full bg-primary/10 px-2 py-0.5 text-[11px] font-bold tracking-wide text-primary uppercase [:lang(hi)_&]:tracking-normal">{m.address_default({}, { locale })}</span>
            )}
          </span>
          {addressLines(address, locale).map((line, i) => (
            <span key={i} className="mt-0.5 block text-sm break-words text-gray-700">{line}</span>
          ))}
          <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-[13px] text-gray-600">
            <span className="inline-flex items-center gap-1.5"><Phone className="size-3.5" aria-hidden /><span className="sr-only">{m.address_mobile_sr({}, { locale })}</span>{address.mobile}</span>
            <span className="inline-flex min-w-0 items-center gap-1.5 break-all"><Mail className="size-3.5 shrink-0" aria-hidden /><span className="sr-only">{m.address_email_sr({}, { locale })}</span>{address.email}</span>
          </span>
        </span>
      </label>
      <div className="flex gap-2 border-t border-gray-100 px-4 py-2 md:px-5">
        <button
          type="button"
          onClick={onEdit}
          disabled={removing}
          aria-label={m.address_edit_of({ name: address.name }, { locale })}
          className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-gray-800 transition hover:bg-gray-100 disabled:opacity-50"
        >
          <Pencil className="size-4" aria-hidden /> {m.address_edit({}, { locale })}
        </button>
        <button
          type="button"
          onClick={onRemove}
          disabled={removing}
          aria-label={m.address_remove_of({ name: address.name }, { locale })}
          className="inline-flex h-9 items-center gap-1.5 rounded-full px-3 text-sm font-semibold text-red-600 transition hover:bg-red-50 disabled:opacity-50"
        >
          {removing ? <LoaderCircle className="size-4 animate-spin" aria-hidden /> : <Trash2 className="size-4" aria-hidden />}
          {removing ? m.address_removing({}, { locale }) : m.address_remove({}, { locale })}
        </button>
      </div>
    </li>
  );
}

import type { Address } from '@haat/shared/api';
import { MapPin } from '../icons.tsx';
import { useId } from 'react';
import { AddressCard } from './address-card.tsx';
import * as e from '../../i18n/m/errors.ts';
import * as m from '../../i18n/m/address.ts';
import { useLocale } from '../../i18n/use-locale.ts';

interface AddressListProps {
  addresses: Address[];
  /** The chosen address (a local choice); the first when null. */
  selectedId: number | null;
  onSelect(address: Address): void;
  onEdit(address: Address): void;
  onRemove(address: Address): void;
  /** The address whose removal is under way. */
  removingId?: number | null;
  /** The radio group's name for screen readers. */
  legend?: string;
}

/** Saved addresses as a radio group, oldest (the default) first; "No saved addresses found." when empty. */
export function AddressList({ addresses, selectedId, onSelect, onEdit, onRemove, removingId = null, legend }: AddressListProps) {
  const locale = useLocale();
  const radioName = `address-${useId().replace(/:/g, '')}`;
  if (addresses.length === 0) {
    return (
      <div className="flex flex-col items-center rounded-xl border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
        <MapPin className="size-12 text-gray-300" aria-hidden />
        <p className="mt-3 text-base font-bold text-gray-900">{e.errors_no_addresses({}, { locale })}</p>
      </div>
    );
  }
  const chosen = addresses.some((a) => a.id === selectedId) ? selectedId : addresses[0]?.id;
  return (
    <fieldset>
      <legend className="sr-only">{legend ?? m.address_delivery_address({}, { locale })}</legend>
      <ul className="grid gap-3 lg:grid-cols-2">
        {addresses.map((address, index) => (
          <AddressCard
            key={address.id}
            address={address}
            isDefault={index === 0}
            selected={address.id === chosen}
            radioName={radioName}
            onSelect={() => onSelect(address)}
            onEdit={() => onEdit(address)}
            onRemove={() => onRemove(address)}
            removing={address.id === removingId}
          />
        ))}
      </ul>
    </fieldset>
  );
}

import type { Address } from '@haat/shared/api';
import { messages } from '@haat/shared/rules';
import { useEffect, useRef, useState } from 'react';
import { useFetcher } from 'react-router';
import { toast } from '../../lib/toast.ts';
import { useXsrfToken, xsrfFieldName } from '../../lib/xsrf.ts';
import { addressActionPath, type AddressActionResult } from './address-result.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

/**
 * Remove with a "Delete Address" confirmation. The address leaves the list only when the server
 * has removed it (the router reloads the page's data after the action); a failure keeps it and
 * says so. Spread `dialog` onto <DeleteAddressDialog>.
 */
export function useAddressRemoval(action = addressActionPath) {
  const fetcher = useFetcher<AddressActionResult>();
  const xsrf = useXsrfToken();
  const [asking, setAsking] = useState<Address | null>(null);
  const told = useRef<AddressActionResult | undefined>(undefined);
  const pendingId = fetcher.state === 'idle' ? null : Number(fetcher.formData?.get('id') ?? Number.NaN);

  useEffect(() => {
    const result = fetcher.data;
    if (fetcher.state !== 'idle' || !result || told.current === result) return;
    told.current = result;
    const locale = pageLocale();
    // The address texts' words load with the first answer: not in the page's first scripts.
    void import('./address-text.ts').then(({ addressText }) => {
      if (result.ok) toast.success(addressText(result.message, locale));
      else toast.error(addressText(result.message ?? messages.addressRemoveFailed, locale));
    });
  }, [fetcher.state, fetcher.data]);

  function confirm() {
    if (asking) void fetcher.submit({ intent: 'delete', id: String(asking.id), [xsrfFieldName]: xsrf }, { method: 'post', action });
    setAsking(null);
  }

  return {
    /** Opens the confirmation for an address. */
    askToRemove: (address: Address) => setAsking(address),
    /** The address being removed right now, if any. */
    removingId: pendingId !== null && Number.isFinite(pendingId) ? pendingId : null,
    dialog: { open: asking !== null, onCancel: () => setAsking(null), onConfirm: confirm },
  };
}

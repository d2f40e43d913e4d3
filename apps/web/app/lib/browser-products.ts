import { useEffect, useRef, useState } from 'react';
import { toast } from './toast.ts';
import type { ProductSummary } from '@haat/shared/api';
import { browserStoreApi } from './browser-store-api.ts';

/** Products a loader already fetched on the server, with the ids it asked for. */
export interface LoadedProducts {
  ids: number[];
  products: ProductSummary[];
}

export interface ProductsByIds {
  /** Details of every id asked for that still exists. */
  byId: ReadonlyMap<number, ProductSummary>;
  /** Ids the API was asked about and did not return: the product is gone. */
  vanished: ReadonlySet<number>;
  /** True while some asked-for ids have not been answered yet. */
  loading: boolean;
  /** True when the last browser fetch failed (the page says so; nothing is dropped). */
  failed: boolean;
}

interface Known {
  /** The server data this state grew from; new loader data starts afresh. */
  initial: LoadedProducts | undefined;
  byId: Map<number, ProductSummary>;
  asked: Set<number>;
  failed: boolean;
}

function fromInitial(initial: LoadedProducts | undefined): Known {
  return {
    initial,
    byId: new Map(initial?.products.map((p) => [p.id, p])),
    asked: new Set(initial?.ids),
    failed: false,
  };
}

/**
 * Product details for a changing list of ids (cart lines, wishlist ids). The loader's server-side
 * answer is used first, so the first HTML already shows the items; only ids it did not cover are
 * fetched from the browser, so removing a line or changing units costs no request.
 */
export function useProductsByIds(ids: readonly number[], initial?: LoadedProducts): ProductsByIds {
  const [known, setKnown] = useState<Known>(() => fromInitial(initial));
  // New loader data (a revalidation or a fresh visit) replaces what the browser knew.
  let current = known;
  if (known.initial !== initial) {
    current = fromInitial(initial);
    setKnown(current);
  }

  const missing = ids.filter((id) => !current.asked.has(id));
  const missingKey = [...new Set(missing)].sort((a, b) => a - b).join(',');

  useEffect(() => {
    if (missingKey === '') return;
    const wanted = missingKey.split(',').map(Number);
    let cancelled = false;
    browserStoreApi().then((api) => api.getProductsByIds(wanted)).then(
      (products) => {
        if (cancelled) return;
        setKnown((k) => ({
          ...k,
          byId: new Map([...k.byId, ...products.map((p): [number, ProductSummary] => [p.id, p])]),
          asked: new Set([...k.asked, ...wanted]),
          failed: false,
        }));
      },
      () => {
        if (!cancelled) setKnown((k) => ({ ...k, failed: true }));
      },
    );
    return () => {
      cancelled = true;
    };
  }, [missingKey]);

  const vanished = new Set(ids.filter((id) => current.asked.has(id) && !current.byId.has(id)));
  return { byId: current.byId, vanished, loading: missingKey !== '' && !current.failed, failed: current.failed };
}

/**
 * Drops ids whose product no longer exists (from a cart line or the wishlist) and tells the shopper
 * once: a vanished product is housekeeping, not an error.
 */
export function useDropVanished(vanished: ReadonlySet<number>, drop: (id: number) => void, message: string): void {
  const key = [...vanished].sort((a, b) => a - b).join(',');
  // Ids already dropped and told about: until the drop reaches the cookie, a reload of the page's
  // data may name the same vanished id again, and the shopper must not hear it twice.
  const told = useRef(new Set<number>());
  useEffect(() => {
    if (key === '') return;
    const ids = key.split(',').map(Number);
    const fresh = ids.filter((id) => !told.current.has(id));
    for (const id of ids) {
      told.current.add(id);
      drop(id);
    }
    if (fresh.length > 0) toast(message);
    // `drop` changes with every cart change; the ids alone decide when to run.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}

import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';

type Loaded<P> = { default: ComponentType<P> };
type Thenable<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * A policy page's folds, whose long texts (in both languages) are a module of their own that the
 * browser loads on its own, so they stay out of the page's first-load JavaScript (issue 17's
 * budget; decision 045):
 *
 * ```tsx
 * const Folds = lazyFolds(() => import('../components/policy/about-content.tsx'));
 * export const loader = foldsLoader(Folds);
 * export const clientLoader = foldsLoader(Folds);
 * … <Folds shop={shop} />
 * ```
 *
 * - The server: the route's loader waits for the module, so the folds render into the first
 *   HTML, in place (no Suspense boundary, which React would stream out of place once the page is
 *   long, hidden until a script shows it): they open and close without JavaScript, and search
 *   engines read them.
 * - Hydration: until the module has arrived, the folds stay the server's HTML, untouched (native
 *   `<details>` work without React); then React renders them itself, identical, each fold as
 *   open or closed as the shopper left it.
 * - A client-side navigation: the route's client loader waits for the module, so the page shows
 *   with its folds, without asking the server.
 */
export function lazyFolds<P extends object>(load: () => Promise<Loaded<P>>): ComponentType<P> & { ready: () => Promise<unknown> } {
  let module: Thenable<Loaded<P>> | undefined;
  const loaded = (): Thenable<Loaded<P>> => {
    if (!module) {
      const promise: Thenable<Loaded<P>> = load().then((value) => {
        promise.status = 'fulfilled';
        promise.value = value;
        return value;
      });
      module = promise;
    }
    return module;
  };
  // The server starts at once, so that its first page need not wait.
  if (import.meta.env.SSR) void loaded();
  function Folds(props: P) {
    const current = loaded();
    const [ready, setReady] = useState(() => current.value !== undefined);
    const kept = useRef<HTMLDivElement>(null);
    /** Which folds the shopper had open or closed in the server's HTML, to keep them so. */
    const opened = useRef<Array<[string, boolean]> | null>(null);
    useEffect(() => {
      if (ready) return;
      void current.then(() => {
        opened.current = [...(kept.current?.querySelectorAll('details') ?? [])].map((fold) => [fold.id, fold.open]);
        setReady(true);
      });
    }, [current, ready]);
    // Before the swap is painted: each fold as open as it was.
    useLayoutEffect(() => {
      if (!ready || !opened.current) return;
      for (const [id, open] of opened.current) {
        const fold = document.getElementById(id);
        if (fold instanceof HTMLDetailsElement) fold.open = open;
      }
      opened.current = null;
    }, [ready]);
    if (ready && current.value) {
      const { default: Component } = current.value;
      return <Component {...props} />;
    }
    // Hydrating before the module is here: keep the folds the server rendered as they are. React
    // neither checks nor replaces an element's inner HTML while hydrating; once the module is here,
    // the folds are a different element, so React swaps this one for them.
    return <div ref={kept} className="flex flex-col gap-3" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />;
  }
  return Object.assign(Folds, { ready: loaded });
}

/** A route loader that waits for the folds' module and gives no data. */
export function foldsLoader(folds: { ready: () => Promise<unknown> }): () => Promise<null> {
  return async () => {
    await folds.ready();
    return null;
  };
}

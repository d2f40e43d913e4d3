import { Suspense, use, type ComponentType, type ReactNode } from 'react';

type Loaded<P> = { default: ComponentType<P> };
type Thenable<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

/**
 * A policy page's folds, whose long texts (in both languages) are a module of their own that the
 * browser loads while the page hydrates, so they stay out of the page's first-load JavaScript
 * (issue 17's budget; decision 045):
 *
 * ```tsx
 * const Folds = lazyFolds(() => import('../components/policy/about-content.tsx'));
 * <FoldsSlot><Folds shop={shop} /></FoldsSlot>
 * ```
 *
 * The server loads the module as soon as the route module is evaluated (at start-up), and `use`
 * reads a promise already marked fulfilled without suspending, so the first HTML holds every fold:
 * they open and close without JavaScript and search engines read them. In the browser the
 * boundary keeps that HTML until the module arrives, then hydrates; after a client-side
 * navigation the folds show once their module has loaded.
 */
export function lazyFolds<P extends object>(load: () => Promise<Loaded<P>>): ComponentType<P> {
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
  if (import.meta.env.SSR) void loaded();
  return function Folds(props: P) {
    const { default: Component } = use(loaded() as Promise<Loaded<P>>);
    return <Component {...props} />;
  };
}

/** Where the folds go: nothing in their place while their module loads after a client-side navigation. */
export function FoldsSlot({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}

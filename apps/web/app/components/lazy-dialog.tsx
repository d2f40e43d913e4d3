import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { useOpenedOnce } from './use-opened-once.ts';
import { loadWhenIdle } from './when-idle.ts';

/**
 * A dialog whose code is fetched once the page is idle instead of with it (decisions 035 and
 * 050): by the time a shopper opens it, it is there. Nothing is rendered until it first opens.
 */
export function lazyDialog<Props extends { open: boolean }>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Dialog = lazy(() => load().then((component) => ({ default: component }))) as unknown as ComponentType<Props>;
  return function LazyDialog(props: Props) {
    const opened = useOpenedOnce(props.open);
    useEffect(() => loadWhenIdle(load), []);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}

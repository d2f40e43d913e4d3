import { lazy, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { loadWhenIdle } from './when-idle.ts';

/**
 * A part of every page that does nothing until the shopper moves on (the footer: links and text),
 * whose code need not be in the page's first scripts (decision 050).
 *
 * The server renders it in full, inside a `display: contents` box. In the browser the box keeps
 * the server's HTML as it is: React does not hydrate inside an element whose HTML it was given
 * (`dangerouslySetInnerHTML`), and writes that HTML only when its text changes, which the empty
 * text here never does. Its links still work: the shop's plain links are followed by one listener
 * for the whole page (follow-links.tsx). The code is fetched once the page is idle; the real
 * component takes the box's place at the first client navigation, when what it shows may change
 * with the page, so the shopper never sees the swap.
 *
 * A part with a button of its own (View More, Go back) cannot wait for a navigation: with
 * `until: 'loaded'` its code is fetched right after hydration and the real component takes the
 * box's place as soon as it arrives. Until then a tap does nothing, as on any page before its
 * scripts run. Only for parts without pictures: a picture made anew can blink.
 *
 * A `Suspense` + `lazy` boundary would not do: React moves a large finished boundary to the end of
 * the stream, and throws a dehydrated boundary's HTML away whenever a context above it changes
 * (the shop state does, right after hydration), showing nothing until the code arrives.
 */
export function serverHtmlUntilLoaded<Props extends object>(load: () => Promise<ComponentType<Props>>, { until = 'navigation' }: { until?: 'navigation' | 'loaded' } = {}): KeptPart<Props> {
  if (import.meta.env.SSR) {
    // Read when the server starts; a page rendered before that waits for it (only the first).
    let loaded: ComponentType<Props> | undefined;
    const loading = load().then((component) => (loaded = component));
    readOnServer.push(loading);
    const WhenRead = lazy(() => loading.then((component) => ({ default: component })));
    const ServerRendered = (props: Props) => {
      const Component = loaded ?? WhenRead;
      return (
        <div className="contents">
          <Component {...props} />
        </div>
      );
    };
    return Object.assign(ServerRendered, { preload: () => loading });
  }
  let loaded: ComponentType<Props> | undefined;
  const fetchCode = () => load().then((component) => (loaded = component));
  const KeptUntilLoaded = (props: Props) => {
    // Mounted by hydration, the box has the server's HTML to keep; mounted later (after an error
    // screen), it has none, and renders as soon as the code is there.
    const [fromServer] = useState(() => document.documentElement.dataset.hydrated !== 'true');
    const { key } = useLocation();
    const [firstKey] = useState(key);
    const [arrived, setArrived] = useState<ComponentType<Props> | undefined>(() => loaded);
    const wanted = !fromServer || until === 'loaded' || key !== firstKey;
    useEffect(() => loadWhenIdle(fetchCode), []);
    useEffect(() => {
      if (!wanted || arrived) return;
      let current = true;
      void fetchCode().then((component) => current && setArrived(() => component), () => {});
      return () => { current = false; };
    }, [wanted, arrived]);
    const Component = wanted ? (arrived ?? loaded) : undefined;
    if (Component) {
      return (
        <div className="contents">
          <Component {...props} />
        </div>
      );
    }
    return fromServer ? <div className="contents" suppressHydrationWarning dangerouslySetInnerHTML={serverHtml} /> : null;
  };
  return Object.assign(KeptUntilLoaded, { preload: fetchCode });
}

/**
 * A part kept as the server's HTML, and what fetches its code: a route whose page a client
 * navigation renders anew waits for it in its client loader, so the part shows with the page.
 */
export type KeptPart<Props> = ComponentType<Props> & { preload(): Promise<unknown> };

const serverHtml = { __html: '' };

const readOnServer: Array<Promise<unknown>> = [];

/**
 * Settles once every such part's code is read on the server. A render that cannot wait
 * (`renderToString`, in tests) waits for this first.
 */
export function serverPartsRead(): Promise<unknown> {
  return Promise.all(readOnServer);
}

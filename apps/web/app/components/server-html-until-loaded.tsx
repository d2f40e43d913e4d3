import { lazy, startTransition, use, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router';
import { loadWhenIdle, whenIdle } from './when-idle.ts';

/**
 * A part of a page that needs no script until the shopper moves on (the footer, a product's
 * heading: links and text), whose code need not be in the page's first scripts (decision 050).
 *
 * The server renders it in full, inside a `display: contents` box. In the browser the box keeps
 * the server's HTML as it is: React does not hydrate inside an element whose HTML it was given
 * (`dangerouslySetInnerHTML`), and writes that HTML only when its text changes, which the empty
 * text here never does. Its links still work: the shop's plain links are followed by one listener
 * for the whole page (follow-links.tsx). The code is fetched once the page is idle; the real
 * component takes the box's place at the first client navigation, or as soon as its props change
 * (the page's data revalidated after a change the shopper made), when what it shows may change, so
 * the shopper never sees the server's copy go stale.
 *
 * A part with a button of its own (View More, Go back) cannot wait for a navigation: with
 * `until: 'loaded'` the real component takes the box's place once the page has been idle and the
 * code is in. Until then a tap does nothing, as on any page before its scripts run. Only for parts
 * without pictures: a picture made anew can blink.
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
  let loading: Promise<ComponentType<Props>> | undefined;
  // One fetch for every copy of the part; one that failed (offline) is tried again next time.
  const fetchCode = () => (loading ??= load().then(
    (component) => (loaded = component),
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  ));
  // What a part mounted after hydration waits for (its code, then in `loaded`); without its code
  // (offline) it shows nothing rather than failing the page.
  let rendering: Promise<void> | undefined;
  const codeToRender = () => (rendering ??= fetchCode().then(() => undefined, () => undefined));
  const KeptUntilLoaded = (props: Props) => {
    // Mounted by hydration, the box has the server's HTML to keep; mounted later (a client
    // navigation, an error screen), it has none.
    const [fromServer] = useState(() => !hydrated);
    const { key } = useLocation();
    const [firstKey] = useState(key);
    const [arrived, setArrived] = useState<ComponentType<Props> | undefined>(() => loaded);
    // 'loaded': once the page has been idle, not at once: swapped while the page starts, the parts
    // made its blocking time (Lighthouse's TBT) three times longer.
    const [settled, setSettled] = useState(false);
    const [firstProps] = useState(props);
    // Once it has taken over, the real component stays: a way back to the first page (Back, the
    // first payment method again) must not bring the emptied box back.
    const [tookOver, setTookOver] = useState(false);
    const wanted = tookOver || !fromServer || key !== firstKey || (until === 'loaded' && settled) || !sameProps(props, firstProps);
    useEffect(() => loadWhenIdle(fetchCode), []);
    useEffect(() => (until === 'loaded' ? whenIdle(() => setSettled(true), 3_000) : undefined), []);
    useEffect(() => {
      if (!wanted || arrived) return;
      let current = true;
      // A transition: React renders the part in slices, never one long task in the shopper's way
      // while the page is starting (its blocking time).
      void fetchCode().then((component) => { if (current) startTransition(() => setArrived(() => component)); }, () => {});
      return () => { current = false; };
    }, [wanted, arrived]);
    // No server HTML to keep (mounted after hydration) and no code yet: it waits for the code. A
    // navigation renders in a transition, so the page on screen stays until the code is in, and the
    // new page comes whole, not this part a moment later (React holds any update that waits outside
    // a Suspense boundary). A part that a tap shows (Razorpay's panel) sits in a Suspense boundary
    // of its own instead: the tap's change shows at once, the part when its code is in.
    if (!fromServer && (arrived ?? loaded) === undefined) use(codeToRender());
    const Component = wanted ? (arrived ?? loaded) : undefined;
    if (Component && !tookOver) setTookOver(true);
    // A part with a button of its own, still the server's HTML: the page is not yet interactive.
    const holding = fromServer && until === 'loaded' && Component === undefined;
    useEffect(() => {
      if (!holding) return;
      waiting += 1;
      return () => {
        waiting -= 1;
        markIfInteractive();
      };
    }, [holding]);
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

/** A part kept as the server's HTML, and what fetches its code. */
export type KeptPart<Props> = ComponentType<Props> & { preload(): Promise<unknown> };

const serverHtml = { __html: '' };

/**
 * Whether a part's props still hold what the server rendered it with. Loader data revalidated
 * after a change arrives as new objects with, mostly, the same content: compared by value, so the
 * server's copy is kept until something it shows has changed (functions by identity).
 */
export function sameProps(props: unknown, first: unknown): boolean {
  if (Object.is(props, first)) return true;
  // Only data is looked into: anything else (an element, a Date) is the same when it is the same object.
  if (!isPlainData(props) || !isPlainData(first) || Array.isArray(props) !== Array.isArray(first)) return false;
  const keys = Object.keys(props);
  return keys.length === Object.keys(first).length && keys.every((key) => sameProps((props as Record<string, unknown>)[key], (first as Record<string, unknown>)[key]));
}

function isPlainData(value: unknown): value is object {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return Array.isArray(value) || prototype === Object.prototype || prototype === null;
}

// Whether the page has hydrated (root.tsx's Layout says so), and how many parts with a button of
// their own still show the server's HTML. The page is marked interactive (`html[data-hydrated]`,
// which the browser tests wait for before a tap) once both hold: a tap on a part kept until
// loaded does nothing before.
let hydrated = false;
let waiting = 0;

function markIfInteractive(): void {
  if (hydrated && waiting === 0) document.documentElement.dataset.hydrated = 'true';
}

/** Said once by the root's Layout, after hydration. */
export function pageHydrated(): void {
  hydrated = true;
  markIfInteractive();
}

const readOnServer: Array<Promise<unknown>> = [];

/**
 * Settles once every such part's code is read on the server. A render that cannot wait
 * (`renderToString`, in tests) waits for this first.
 */
export function serverPartsRead(): Promise<unknown> {
  return Promise.all(readOnServer);
}

import { useEffect, type ComponentProps, type MouseEvent, type ReactNode } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { isExternalHref } from './category-links.ts';

/**
 * The shop's own links are plain anchors (`<a href data-discover>`, PlainLink below), followed
 * by the router from one click listener for the whole page (`useFollowPlainLinks`, in root.tsx),
 * instead of a router `Link` each (decision 016). A `Link` runs about a dozen hooks on every
 * server render, and the header, the footer and the cards put some sixty links on a page.
 *
 * The rules are `Link`'s: only a plain left click on a link to this origin, without a target or
 * download, goes through the router, and a link to the page the shopper is on replaces it in the
 * history; any other click is the browser's, and so is every click before the page is
 * interactive. `data-discover` lets React Router learn the routes of the links, as it does for a
 * `Link`.
 */

/** The path a click should follow with the router, or undefined when the browser follows it. */
function routerPath(event: Pick<globalThis.MouseEvent, 'defaultPrevented' | 'button' | 'metaKey' | 'altKey' | 'ctrlKey' | 'shiftKey'>, anchor: HTMLAnchorElement | null): string | undefined {
  if (!anchor || event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return undefined;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin) return undefined;
  return url.pathname + url.search + url.hash;
}

const here = () => window.location.pathname + window.location.search + window.location.hash;

/**
 * Follows every plain link of the page with the router: one listener on the window, which a click
 * reaches after React's handlers, so a block that follows its links its own way
 * (`useFollowLinks`) or a `Link` has already taken the click (and prevented its default).
 */
export function useFollowPlainLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const follow = (event: globalThis.MouseEvent) => {
      const anchor = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('a[data-discover]') : null;
      const path = routerPath(event, anchor);
      if (path === undefined) return;
      event.preventDefault();
      void navigate(path, { replace: path === here() });
    };
    window.addEventListener('click', follow);
    return () => window.removeEventListener('click', follow);
  }, [navigate]);
}

/**
 * For a block of plain links that must be followed another way: with a `Link`'s own options
 * (`replace`, `preventScrollReset`) for every link of the block, or something to do after
 * (`afterFollow`). Its handler goes on the block's container.
 */
export function useFollowLinks(afterFollow?: () => void, options?: NavigateOptions): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    const path = routerPath(event, anchor && event.currentTarget.contains(anchor) ? anchor : null);
    if (path === undefined) return;
    event.preventDefault();
    void navigate(path, { replace: path === here(), ...options });
    afterFollow?.();
  };
}

/**
 * A link of the shop. A reseller's override may lead to another site, which the router cannot
 * reach: that link is left out of route discovery, and so left to the browser.
 */
export function PlainLink({ href, children, ...attributes }: ComponentProps<'a'> & { href: string; children: ReactNode }) {
  return <a href={href} {...attributes} data-discover={isExternalHref(href) ? undefined : 'true'}>{children}</a>;
}

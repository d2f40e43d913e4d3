import type { ComponentProps, MouseEvent, ReactNode } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';
import { isExternalHref } from './category-links.ts';

/**
 * Client-side navigation for a block of plain links (`<a href data-discover>`): one click handler
 * on their container instead of a router `Link` each (decision 016). A `Link` runs about a dozen
 * hooks on every server render; the header's category menu and the footer put some forty links on
 * every page, and each product card three. The rules are `Link`'s: only a plain left click on a
 * link to this origin, without a target or download, goes through the router; any other click is
 * the browser's, and so is every click before the page is interactive. `data-discover` lets React
 * Router learn the routes of the links, as it does for a `Link`. `options` are a `Link`'s own
 * (`replace`, `preventScrollReset`), for every link of the block.
 */
export function useFollowLinks(afterFollow?: () => void, options?: NavigateOptions): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    const anchor = event.target instanceof Element ? event.target.closest('a') : null;
    if (!anchor || !event.currentTarget.contains(anchor) || (anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(url.pathname + url.search + url.hash, options);
    afterFollow?.();
  };
}

/**
 * A link of such a block. A reseller's override may lead to another site, which the router
 * cannot reach: that link is left out of route discovery, and the handler leaves it to the browser.
 */
export function PlainLink({ href, children, ...attributes }: Omit<ComponentProps<'a'>, 'onClick'> & { href: string; children: ReactNode }) {
  return <a href={href} {...attributes} data-discover={isExternalHref(href) ? undefined : 'true'}>{children}</a>;
}

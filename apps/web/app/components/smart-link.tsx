import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { isExternalHref } from './category-links.ts';

interface SmartLinkProps {
  href: string;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
  'aria-current'?: 'page';
}

/**
 * A router Link for paths in the shop and a plain anchor for a reseller's absolute override
 * URL (the router cannot navigate to another origin).
 */
export function SmartLink({ href, className, children, onClick, 'aria-current': current }: SmartLinkProps) {
  if (isExternalHref(href)) {
    return <a href={href} className={className} onClick={onClick} aria-current={current}>{children}</a>;
  }
  return <Link to={href} className={className} onClick={onClick} aria-current={current}>{children}</Link>;
}

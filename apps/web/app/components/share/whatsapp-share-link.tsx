import type { ReactNode } from 'react';
import { whatsAppUrl } from './whatsapp-share.ts';

interface WhatsAppShareLinkProps {
  /** The message WhatsApp opens with. */
  text: string;
  /** The link's look; WhatsApp's mark comes before its words (share.css). */
  className: string;
  /** The link's name when it shows only the mark. */
  label?: string;
  children?: ReactNode;
}

/**
 * A plain link to wa.me with the message typed in: no script, so it works before the page runs
 * and adds nothing to the page's JavaScript. A new tab, so the shop stays open behind WhatsApp Web.
 */
export function WhatsAppShareLink({ text, className, label, children }: WhatsAppShareLinkProps) {
  return (
    <a href={whatsAppUrl(text)} target="_blank" rel="noopener" aria-label={label} className={`wa-mark ${className}`}>
      {children}
    </a>
  );
}

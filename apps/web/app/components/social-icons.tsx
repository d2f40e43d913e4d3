import type { SocialLinks, SocialNetwork } from '@haat/shared/api';
import type { ReactNode } from 'react';

/*
 * lucide-react 1.x dropped its brand icons, so these are the outlines lucide used to ship
 * (ISC licence), drawn in the same 24-unit stroke style as the rest of the icons (the .icon
 * class in app.css, rather than the same five attributes on every icon of every page's footer).
 */
const glyphs: Record<SocialNetwork, ReactNode> = {
  facebook: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  instagram: (
    <>
      <rect width="20" height="20" x="2" y="2" rx="5" ry="5" />
      <path d="M16 11.37A4 4 0 1 1 12.63 8 4 4 0 0 1 16 11.37z" />
      <line x1="17.5" x2="17.51" y1="6.5" y2="6.5" />
    </>
  ),
  youtube: (
    <>
      <path d="M2.5 17a24.12 24.12 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.56 49.56 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24.12 24.12 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.55 49.55 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
      <path d="m10 15 5-3-5-3z" />
    </>
  ),
  linkedin: (
    <>
      <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-2-2 2 2 0 0 0-2 2v7h-4v-7a6 6 0 0 1 6-6z" />
      <rect width="4" height="12" x="2" y="9" />
      <circle cx="4" cy="4" r="2" />
    </>
  ),
  twitter: <path d="M22 4s-.7 2.1-2 3.4c1.6 10-9.4 17.3-18 11.6 2.2.1 4.4-.6 6-2C3 15.5.5 9.6 3 5c2.2 2.6 5.6 4.1 9 4-.9-4.2 4-6.6 7-3.8 1.1 0 3-1.2 3-1.2z" />,
};

const labels: Record<SocialNetwork, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  youtube: 'YouTube',
  linkedin: 'LinkedIn',
  twitter: 'Twitter',
};

/** The spec's order of networks. */
const order: SocialNetwork[] = ['facebook', 'instagram', 'youtube', 'linkedin', 'twitter'];

/** One round icon link per network that has a link (spec: "shown only when a link exists"). */
export function SocialIcons({ links }: { links: SocialLinks }) {
  const shown = order.filter((network) => links[network]);
  if (shown.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2.5">
      {shown.map((network) => (
        <li key={network}>
          <a
            href={links[network]}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={labels[network]}
            data-network={network}
            className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white transition hover:-translate-y-0.5 hover:bg-primary"
          >
            <svg viewBox="0 0 24 24" className="icon size-[18px]" aria-hidden>
              {glyphs[network]}
            </svg>
          </a>
        </li>
      ))}
    </ul>
  );
}

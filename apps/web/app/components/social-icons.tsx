import type { SocialLinks, SocialNetwork } from '@haat/shared/api';

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
    // Each network's icon is drawn by site-footer.css (.ft-social), from the link's data-network.
    <ul className="ft-social">
      {shown.map((network) => (
        <li key={network}>
          <a href={links[network]} target="_blank" rel="noopener noreferrer" aria-label={labels[network]} data-network={network} />
        </li>
      ))}
    </ul>
  );
}

import { useRouteLoaderData } from 'react-router';
import type { ShellData } from '../../lib/shell.ts';
import { Mail, Scale } from '../icons.tsx';
import { useLocale } from '../../i18n/use-locale.ts';
import * as p from '../../i18n/m/policy.ts';

/**
 * "Grievance officer" on the policy pages: whom a shopper can complain to, and the seller in law
 * (India's e-commerce rules ask for both). Nothing until the seller has named an officer.
 */
export function GrievanceOfficer() {
  // Types only from the shared API package: its schemas stay out of the page's JavaScript.
  const seller = useRouteLoaderData<ShellData>('root')?.seller;
  const o = { locale: useLocale() };
  const { name, email } = seller?.grievanceOfficer ?? { name: '', email: '' };
  if (!seller || (!name && !email)) return null;
  return (
    <section aria-labelledby="grievance-officer-title" data-testid="grievance-officer" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="grievance-officer-title" className="flex items-center gap-2 font-bold text-gray-900">
        <Scale className="size-5 text-primary" aria-hidden /> {p.policy_grievance_title({}, o)}
      </h2>
      <p className="mt-1 text-sm text-gray-500">{p.policy_grievance_text({}, o)}</p>
      <p className="mt-3 text-sm font-semibold text-gray-800">{name}</p>
      {email && (
        <a href={`mailto:${email}`} className="mt-1 flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline">
          <Mail className="size-4 shrink-0" aria-hidden />
          <span className="[overflow-wrap:anywhere]">{email}</span>
        </a>
      )}
      {(seller.legalName || seller.address) && (
        <p className="mt-3 border-t border-gray-100 pt-3 text-xs leading-relaxed text-gray-500">
          {p.policy_seller({ seller: [seller.legalName, seller.address].filter(Boolean).join(', ') }, o)}
          {seller.gstin && <> {p.policy_gstin({ gstin: seller.gstin }, o)}</>}
        </p>
      )}
    </section>
  );
}

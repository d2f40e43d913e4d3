import type { SellerDetails } from '@haat/shared/api';
import * as m from '../i18n/m/shell.ts';
import { useLocale } from '../i18n/use-locale.ts';

/**
 * The footer's small print about the seller in law: India's e-commerce rules ask a shop to show
 * its legal name and address and a grievance officer. Nothing when the seller has filled none in.
 */
export function SellerLegalLine({ seller }: { seller: SellerDetails }) {
  const locale = useLocale();
  const { legalName, address, gstin, grievanceOfficer: officer } = seller;
  const sold = [legalName, address].filter(Boolean).join(', ');
  const hasOfficer = officer.name !== '' || officer.email !== '';
  if (!sold && !hasOfficer) return null;
  return (
    <p className="mt-2 text-xs leading-relaxed text-gray-400" data-testid="footer-seller">
      {sold && m.footer_sold_by({ seller: sold }, { locale })}
      {sold && gstin && <> GSTIN {gstin}.</>}
      {sold && hasOfficer && ' '}
      {hasOfficer && (
        <>
          {m.footer_grievance_officer_label({}, { locale })} {officer.name}
          {officer.name && officer.email && ', '}
          {officer.email && <a href={`mailto:${officer.email}`} className="underline underline-offset-2 hover:text-white">{officer.email}</a>}
          .
        </>
      )}
    </p>
  );
}

import { z } from 'zod';
import { listReply } from './envelope.ts';

// Ours (not in the spec): who the seller is in law. India's e-commerce rules ask a shop to show
// shoppers the seller's legal name and address and a grievance officer to complain to; the same
// details head the shop's GST invoices (the console's Legal & GST screen keeps them).

export const sellerDetailsWire = z.object({
  legal_name: z.string(),
  /** The registered address, one line. */
  legal_address: z.string(),
  legal_state: z.string(),
  gstin: z.string(),
  grievance_name: z.string(),
  grievance_email: z.string(),
});
/** GET Get_SellerDetails: one element, '' for each detail the seller has not filled in. */
export const sellerDetailsReply = listReply(sellerDetailsWire);

/** The seller as the storefront shows it; each field '' when not filled in. */
export interface SellerDetails {
  legalName: string;
  /** The registered address with its state, as one line. */
  address: string;
  gstin: string;
  grievanceOfficer: { name: string; email: string };
}

export const noSellerDetails: SellerDetails = { legalName: '', address: '', gstin: '', grievanceOfficer: { name: '', email: '' } };

export function toSellerDetails(wire: z.infer<typeof sellerDetailsWire>): SellerDetails {
  const street = wire.legal_address.trim();
  const state = wire.legal_state.trim();
  // The state is often written in the address already: say it once.
  const address = state && !street.toLowerCase().includes(state.toLowerCase()) ? [street, state].filter(Boolean).join(', ') : street;
  return {
    legalName: wire.legal_name.trim(),
    address,
    gstin: wire.gstin.trim(),
    grievanceOfficer: { name: wire.grievance_name.trim(), email: wire.grievance_email.trim() },
  };
}

/** Whether the storefront has anything to show about the seller (footer line, grievance block). */
export function hasSellerDetails(seller: SellerDetails): boolean {
  return seller.legalName !== '' || seller.address !== '' || seller.grievanceOfficer.name !== '' || seller.grievanceOfficer.email !== '';
}

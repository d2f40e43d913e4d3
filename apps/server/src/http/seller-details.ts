import { Hono } from 'hono';
import { apiPaths } from '@haat/shared/api';
import type { AppEnv } from './env.ts';

/**
 * Our Get_SellerDetails: the seller's legal name, registered address and grievance officer, which
 * India's e-commerce rules ask the storefront to show. The console's Legal & GST screen keeps them.
 */
export function sellerDetailsRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // The request's store row: cached, and read again after a console change (decision 021 §4).
  app.get(apiPaths.sellerDetails, (c) => {
    const s = c.get('store');
    return c.json({
      status: 'true',
      data: [{ legal_name: s.legal_name, legal_address: s.legal_address, legal_state: s.legal_state, gstin: s.gstin, grievance_name: s.grievance_name, grievance_email: s.grievance_email }],
    });
  });
  return app;
}

import { describe, expect, it } from 'vitest';
import { can } from '@haat/shared/console-api';
import { menuFor } from '../app/lib/menu.ts';

const labels = (role: Parameters<typeof menuFor>[0]) => menuFor(role).map((entry) => entry.label);

describe('the console menu', () => {
  it('shows an owner every area', () => {
    expect(labels('owner')).toEqual(['Home', 'Orders', 'Customers', 'Products', 'Categories', 'Low stock', 'Import', 'Branding', 'Payments', 'Delivery', 'Home page', 'Legal & GST', 'Languages', 'Staff', 'Audit log']);
  });

  it('shows a manager everything but staff', () => {
    expect(labels('manager')).toEqual(['Home', 'Orders', 'Customers', 'Products', 'Categories', 'Low stock', 'Import', 'Branding', 'Payments', 'Delivery', 'Home page', 'Legal & GST', 'Languages', 'Audit log']);
  });

  it('shows a packer only Orders: no catalogue', () => {
    expect(labels('packer')).toEqual(['Orders']);
  });

  it('lists only pages whose calls the server allows the role', () => {
    for (const role of ['owner', 'manager', 'packer'] as const) {
      for (const entry of menuFor(role)) expect(can(role, entry.call), `${role} ${entry.label}`).toBe(true);
    }
  });
});

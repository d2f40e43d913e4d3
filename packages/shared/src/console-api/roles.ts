/** The three staff roles of a store (issue 15): what each may do is in calls.ts. */
export const staffRoles = ['owner', 'manager', 'packer'] as const;
export type StaffRole = (typeof staffRoles)[number];

/** How the console names a role to people. */
export const roleLabels: Record<StaffRole, string> = {
  owner: 'Owner',
  manager: 'Manager',
  packer: 'Packer',
};

/** One line about each role, for the invitation form. */
export const roleDescriptions: Record<StaffRole, string> = {
  owner: 'Everything, including staff and payment settings.',
  manager: 'Everything but staff and payment settings.',
  packer: 'Orders and shipping only.',
};

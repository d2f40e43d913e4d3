import { Form } from 'react-router';
import { roleDescriptions, roleLabels, staffRoles, type Invitation } from '@haat/shared/console-api';
import { shortDateTime } from '../lib/dates.ts';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DataTable, type DataColumn } from './data-table.tsx';
import { EmptyState } from './empty-state.tsx';
import { SelectField, TextField, XsrfField, type FieldMessages } from './form-field.tsx';

const roleOptions = staffRoles.map((role) => ({ value: role, label: roleLabels[role] }));

const roleHint = (
  <ul className="space-y-0.5">
    {staffRoles.map((role) => <li key={role}><strong className="font-medium text-slate-700">{roleLabels[role]}</strong>: {roleDescriptions[role]}</li>)}
  </ul>
);

/** Invite by e-mail and role: the server mails the single-use link. */
export function InviteForm({ fields, busy }: { fields: FieldMessages; busy: boolean }) {
  return (
    <Form method="post" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:grid-cols-[1fr_1fr_auto] sm:items-start">
      <XsrfField />
      <input type="hidden" name="intent" value="invite" />
      <TextField label="E-mail" name="email" type="email" autoComplete="off" required fields={fields} placeholder="name@example.com" />
      <SelectField label="Role" name="role" options={roleOptions} defaultValue="manager" fields={fields} hint={roleHint} />
      <Button type="submit" disabled={busy} className="sm:mt-6.5">{busy ? 'Sending…' : 'Send invitation'}</Button>
    </Form>
  );
}

function RevokeInvitation({ invitation }: { invitation: Invitation }) {
  return (
    <ConfirmDialog
      trigger={<Button look="quietDanger">Revoke</Button>}
      title={`Revoke the invitation to ${invitation.email}?`}
      description="The link in their mail stops working. You can invite them again later."
      confirm={(
        <Form method="post">
          <XsrfField />
          <input type="hidden" name="intent" value="revoke" />
          <input type="hidden" name="id" value={invitation.id} />
          <Button type="submit" look="danger" className="w-full">Revoke</Button>
        </Form>
      )}
    />
  );
}

const columns: DataColumn<Invitation>[] = [
  { id: 'email', header: 'E-mail', cell: ({ row }) => <span className="font-medium text-slate-900">{row.original.email}</span> },
  { id: 'role', header: 'Role', cell: ({ row }) => roleLabels[row.original.role] },
  { id: 'expires', header: 'Link works until', cell: ({ row }) => <span className="text-slate-600">{shortDateTime(row.original.expires_at)}</span> },
  { id: 'actions', header: 'Actions', cell: ({ row }) => <RevokeInvitation invitation={row.original} /> },
];

/** Invitations not yet used, with when each link stops working. */
export function PendingInvitations({ invitations }: { invitations: readonly Invitation[] }) {
  return (
    <DataTable caption="Pending invitations" columns={columns} rows={invitations} rowId={(invitation) => String(invitation.id)}
      empty={<EmptyState icon="mail" title="No pending invitations">Invite someone above: they get a link that works for 72 hours.</EmptyState>} />
  );
}

import { Form, useFetcher } from 'react-router';
import { roleLabels, staffRoles, type StaffMember } from '@haat/shared/console-api';
import { shortDate } from '../lib/dates.ts';
import type { FormResult } from '../lib/form-result.ts';
import { Button } from './button.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';
import { DataTable, type DataColumn } from './data-table.tsx';
import { EmptyState } from './empty-state.tsx';
import { XsrfField } from './form-field.tsx';

const roleOptions = staffRoles.map((role) => ({ value: role, label: roleLabels[role] }));

/** A member's role, changed as soon as another is chosen. */
function RolePicker({ member, self }: { member: StaffMember; self: boolean }) {
  const fetcher = useFetcher<FormResult>();
  const role = (fetcher.formData?.get('role') as string | null) ?? member.role;
  const refused = fetcher.state === 'idle' && fetcher.data && !fetcher.data.ok ? fetcher.data.message : undefined;
  return (
    <fetcher.Form method="post" className="flex flex-col gap-1">
      <XsrfField />
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="id" value={member.id} />
      <select name="role" value={role} aria-label={`Role of ${member.name}`} disabled={self}
        onChange={(event) => fetcher.submit(event.currentTarget.form)}
        className="min-h-9 rounded-lg border border-slate-300 bg-white px-2 text-sm disabled:bg-slate-50 disabled:text-slate-500">
        {roleOptions.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
      {refused && <p role="alert" className="max-w-56 text-xs text-red-700">{refused}</p>}
    </fetcher.Form>
  );
}

function RemoveMember({ member }: { member: StaffMember }) {
  return (
    <ConfirmDialog
      trigger={<Button look="quietDanger">Remove</Button>}
      title={`Remove ${member.name}?`}
      description={<>They lose access to this shop at once and are signed out. Their past changes stay in the audit log. You can invite {member.email} again later.</>}
      confirm={(
        <Form method="post">
          <XsrfField />
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="id" value={member.id} />
          <Button type="submit" look="danger" className="w-full">Remove</Button>
        </Form>
      )}
    />
  );
}

/** A member as the table shows them: whether they are the one looking (no removing oneself). */
type MemberRow = StaffMember & { self: boolean };

const columns: DataColumn<MemberRow>[] = [
  { id: 'member', header: 'Member', cell: ({ row }) => (
    <div>
      <p className="font-medium text-slate-900">{row.original.name}{row.original.self && <span className="ml-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-600">You</span>}</p>
      <p className="text-xs text-slate-500">{row.original.email}</p>
    </div>
  ) },
  { id: 'role', header: 'Role', cell: ({ row }) => <RolePicker member={row.original} self={row.original.self} /> },
  { id: 'joined', header: 'Joined', cell: ({ row }) => <span className="text-slate-600">{shortDate(row.original.joined_at)}</span> },
  { id: 'actions', header: 'Actions', cell: ({ row }) => (row.original.self ? null : <RemoveMember member={row.original} />) },
];

/** The shop's members: role (changeable), when they joined, and removal behind a confirmation. */
export function StaffMembers({ staff, selfId }: { staff: readonly StaffMember[]; selfId: number }) {
  const rows = staff.map((member) => ({ ...member, self: member.id === selfId }));
  return (
    <DataTable caption="Members of this shop" columns={columns} rows={rows} rowId={(member) => String(member.id)}
      empty={<EmptyState icon="users" title="No members yet" />} />
  );
}

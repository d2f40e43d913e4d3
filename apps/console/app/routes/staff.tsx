import { useNavigation } from 'react-router';
import { roleLabels, staffRoles, type StaffRole } from '@haat/shared/console-api';
import type { Route } from './+types/staff';
import { Notice } from '../components/notice.tsx';
import { PageHeader } from '../components/page-header.tsx';
import { StaffMembers } from '../components/staff-members.tsx';
import { InviteForm, PendingInvitations } from '../components/staff-invitations.tsx';
import { consoleApi } from '../lib/console-api-context.server.ts';
import { formResult } from '../lib/form-result.ts';
import { requireCall, requireMe } from '../lib/session.server.ts';

export function meta() {
  return [{ title: 'Staff · Haat console' }];
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const me = await requireMe(context, request);
  requireCall(me, 'staffList');
  const api = consoleApi(context);
  const [{ staff }, { invitations }] = await Promise.all([api.staffList(), api.invitationList()]);
  return { selfId: me.staff.id, staff, pending: invitations.filter((invitation) => invitation.state === 'pending') };
}

const isRole = (value: string): value is StaffRole => (staffRoles as readonly string[]).includes(value);

export async function action({ context, request }: Route.ActionArgs) {
  const api = consoleApi(context);
  const form = await request.formData();
  const intent = String(form.get('intent') ?? '');
  const id = Number(form.get('id'));
  const role = String(form.get('role') ?? '');
  switch (intent) {
    case 'invite':
      return formResult('invite', async () => {
        const invitation = await api.invitationCreate({ email: String(form.get('email') ?? ''), role: role as StaffRole });
        return `Invitation sent to ${invitation.email}. The link works for 72 hours.`;
      });
    case 'role':
      return formResult('members', async () => {
        const member = await api.staffUpdate(id, { role: role as StaffRole });
        return `${member.name} is now ${isRole(member.role) ? roleLabels[member.role] : member.role}.`;
      });
    case 'remove':
      return formResult('members', async () => {
        await api.staffRemove(id);
        return 'Removed from this shop.';
      });
    case 'revoke':
      return formResult('invitations', async () => {
        await api.invitationRevoke(id);
        return 'Invitation revoked.';
      });
    default:
      return { ok: false, form: 'members', message: 'Unknown action.' };
  }
}

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const inviting = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'invite';
  const notice = (form: string) => (actionData?.form === form && actionData.message
    ? <Notice tone={actionData.ok ? 'success' : 'error'}>{actionData.message}</Notice> : null);
  return (
    <>
      <PageHeader title="Staff" description="Who can work in this shop's console, and what each may do." />
      <section aria-labelledby="invite-title" className="mb-10 space-y-3">
        <h2 id="invite-title" className="text-base font-semibold text-slate-900">Invite someone</h2>
        {notice('invite')}
        <InviteForm key={actionData?.form === 'invite' && actionData.ok ? actionData.message : 'invite'} fields={actionData?.form === 'invite' ? actionData.fields : undefined} busy={inviting} />
      </section>
      <section aria-labelledby="members-title" className="mb-10 space-y-3">
        <h2 id="members-title" className="text-base font-semibold text-slate-900">Members</h2>
        {notice('members')}
        <StaffMembers staff={loaderData.staff} selfId={loaderData.selfId} />
      </section>
      <section aria-labelledby="invitations-title" className="space-y-3">
        <h2 id="invitations-title" className="text-base font-semibold text-slate-900">Pending invitations</h2>
        {notice('invitations')}
        <PendingInvitations invitations={loaderData.pending} />
      </section>
    </>
  );
}

import type { ConsoleCallFn } from './transport.ts';
import {
  invitationListWire, invitationRevokedWire, invitationWire, staffListWire, staffMemberWire,
  staffRemovedWire, type InvitationCreate, type StaffUpdate,
} from './staff.ts';

/** The owner's calls about the shop's staff and invitations. */
export function staffCalls({ call }: { call: ConsoleCallFn }) {
  return {
    staffList: () => call('staffList', staffListWire),
    staffUpdate: (id: number, body: StaffUpdate) => call('staffUpdate', staffMemberWire, { params: { id }, body }),
    staffRemove: (id: number) => call('staffRemove', staffRemovedWire, { params: { id } }),
    invitationList: () => call('invitationList', invitationListWire),
    invitationCreate: (body: InvitationCreate) => call('invitationCreate', invitationWire, { body }),
    invitationRevoke: (id: number) => call('invitationRevoke', invitationRevokedWire, { params: { id } }),
  };
}

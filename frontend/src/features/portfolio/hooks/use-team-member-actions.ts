import type { TeamMember } from '@esg/contracts/access-manager';
import { confirmAction } from '@/components/ui/confirm';
import { notifySuccess } from '@/lib/notify';
import { useRemoveTeamMember, useResendInvitation, useRevokeInvitation } from '../api/team-members';

/**
 * What the primary user does to a team member from the access manager's row menu: send the invitation
 * again, or (after a confirmation that names what goes) revoke it or remove the member.
 */
export function useTeamMemberActions(companyId: number) {
  const resend = useResendInvitation(companyId);
  const revoke = useRevokeInvitation(companyId);
  const remove = useRemoveTeamMember(companyId);
  return {
    resendInvitation: (m: TeamMember) =>
      resend.mutate(m.id, { onSuccess: () => notifySuccess(`Invitation sent again to ${m.email}`) }),
    confirmRevoke: (m: TeamMember) =>
      confirmAction({
        title: `Revoke the invitation of ${m.name}?`,
        message: `The link mailed to ${m.email} stops working and the account goes.`,
        confirmLabel: 'Revoke invitation',
        danger: true,
        onConfirm: async () => {
          await revoke.mutateAsync(m.id);
          notifySuccess(`Invitation of ${m.name} revoked`);
        },
      }),
    confirmRemove: (m: TeamMember) =>
      confirmAction({
        title: `Remove ${m.name}?`,
        message: `${m.name} is signed out at once and can no longer sign in.`,
        lost: ['their access to the company’s data'],
        confirmLabel: 'Remove member',
        danger: true,
        onConfirm: async () => {
          await remove.mutateAsync(m.id);
          notifySuccess(`${m.name} removed`);
        },
      }),
  };
}

import { Button, Group, Modal, Stack, TextInput } from '@mantine/core';
import { inviteTeamMemberFormSchema } from '@esg/contracts/portfolio-forms';
import { FormAlert } from '@/components/ui/form-alert';
import { LabelSelect } from '@/components/ui/label-select';

/** Auditors are invited with a scope and an end date, never as team members (ADR 0218). */
const TEAM_PERMISSIONS = ['none', 'Contributor', 'Coinvestor', 'Consultant'] as const;
import { useZodForm } from '@/lib/form';
import { notifySuccess } from '@/lib/notify';
import { useInviteTeamMember } from '../api/team-members';

/** Invites a team member with a permission; they get a link to set their password. */
export function InviteMemberDialog({ companyId, onClose }: { companyId: number; onClose: () => void }) {
  const invite = useInviteTeamMember(companyId);
  const form = useZodForm(inviteTeamMemberFormSchema, { companyId, name: '', email: '', permission: 'none' });
  const save = form.submit((request) =>
    invite.mutate(request, {
      onSuccess: () => {
        notifySuccess(`Invitation sent to ${request.email}`);
        onClose();
      },
    }),
  );
  return (
    <Modal opened onClose={onClose} title="Invite team member">
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <TextInput label="Name" required data-autofocus {...form.getInputProps('name')} />
          <TextInput label="Email" type="email" required {...form.getInputProps('email')} />
          <LabelSelect
            label="Permission"
            set="memberPermission"
            only={TEAM_PERMISSIONS}
            required
            allowDeselect={false}
            {...form.getInputProps('permission')}
          />
          <FormAlert error={invite.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={invite.isPending}>
              Send invitation
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

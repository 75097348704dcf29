import { useState } from 'react';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { TeamMember } from '@esg/contracts/access-manager';
import type { Permission } from '@esg/contracts/auth';
import { FormAlert } from '@/components/ui/form-alert';
import { LabelSelect } from '@/components/ui/label-select';

/** Auditors are invited with a scope and an end date, never as team members (ADR 0218). */
const TEAM_PERMISSIONS = ['none', 'Contributor', 'Coinvestor', 'Consultant'] as const;
import { notifySuccess } from '@/lib/notify';
import { useChangePermission } from '../api/team-members';

/** Changes a team member's permission; they are signed out everywhere and sign in again with it. */
export function ChangePermissionDialog({
  companyId,
  member,
  onClose,
}: {
  companyId: number;
  member: TeamMember;
  onClose: () => void;
}) {
  const change = useChangePermission(companyId);
  const [permission, setPermission] = useState<string>(member.permission ?? 'none');
  const save = (event: React.FormEvent) => {
    event.preventDefault();
    const next = permission === 'none' ? null : (permission as Permission);
    change.mutate(
      { userId: member.id, permission: next },
      {
        onSuccess: () => {
          notifySuccess(`Permission of ${member.name} changed`);
          onClose();
        },
      },
    );
  };
  return (
    <Modal opened onClose={onClose} title={`Change the permission of ${member.name}`}>
      <form onSubmit={save} noValidate>
        <Stack gap="sm">
          <LabelSelect
            label="Permission"
            set="memberPermission"
            only={TEAM_PERMISSIONS}
            allowDeselect={false}
            value={permission as 'none'}
            onChange={(v) => setPermission(v ?? 'none')}
            data-autofocus
          />
          <Text size="sm" c="dimmed">
            {member.name} is signed out everywhere and signs in again with the new permission.
          </Text>
          <FormAlert error={change.error} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending}>
              Change permission
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

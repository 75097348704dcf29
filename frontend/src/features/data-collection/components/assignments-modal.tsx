import { useEffect, useMemo, useState } from 'react';
import { Alert, Button, Group, Modal, MultiSelect, Paper, Stack, Text } from '@mantine/core';
import type { Assignment, ResponseDetail, ResponseSection } from '@esg/contracts/data-collection/index';
import { FormAlert } from '@/components/ui/form-alert';
import { AnchorLink } from '@/components/ui/links';
import { notifySuccess } from '@/lib/notify';
import { useCompanyTeam } from '../api/get-team';
import { useSaveAssignments } from '../api/save-assignments';
import { metricsOf } from './collect-page';
import { sectionLabel } from '@esg/contracts/labels';

/** Every section and sub-section, indented by depth in its label (the picker's options). */
function sectionOptions(
  sections: readonly ResponseSection[],
  depth = 0,
): Array<{ value: string; label: string }> {
  return sections.flatMap((s) => [
    { value: s.id, label: `${'— '.repeat(depth)}${sectionLabel(s)}` },
    ...sectionOptions(s.sections, depth + 1),
  ]);
}

/**
 * Who answers what (issue 8): the company's contributors, each given whole sections or single
 * metrics. A contributor then sees and edits only that; the rest of the team edits everything.
 */
export function AssignmentsModal({
  response,
  opened,
  onClose,
}: {
  response: ResponseDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const team = useCompanyTeam(response.companyId, opened);
  const save = useSaveAssignments(response.id);
  const [draft, setDraft] = useState<Record<number, Pick<Assignment, 'sectionIds' | 'metricCodes'>>>({});

  useEffect(() => {
    if (!opened) return;
    save.reset();
    setDraft(
      Object.fromEntries(
        response.assignments.map((a) => [a.userId, { sectionIds: a.sectionIds, metricCodes: a.metricCodes }]),
      ),
    );
  }, [opened]);

  const sections = useMemo(() => sectionOptions(response.sections), [response.sections]);
  const metrics = useMemo(() => {
    const seen = new Set<string>();
    return response.sections
      .flatMap(metricsOf)
      .filter((m) => !seen.has(m.code) && seen.add(m.code))
      .map((m) => ({ value: m.code, label: m.label ?? m.definition.name }));
  }, [response.sections]);

  const contributors = (team.data ?? []).filter((m) => m.permission === 'Contributor');
  const progress = new Map(response.completion.byContributor.map((c) => [c.userId, c]));
  const set = (userId: number, changes: Partial<Pick<Assignment, 'sectionIds' | 'metricCodes'>>) =>
    setDraft((d) => ({
      ...d,
      [userId]: { ...(d[userId] ?? { sectionIds: [], metricCodes: [] }), ...changes },
    }));

  const submit = () => {
    const assignments = Object.entries(draft)
      .map(([userId, a]) => ({ userId: Number(userId), ...a }))
      .filter((a) => a.sectionIds.length > 0 || a.metricCodes.length > 0);
    save.mutate(assignments, {
      onSuccess: () => {
        notifySuccess('Assignments saved');
        onClose();
      },
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Assign contributors" size="lg">
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          A contributor sees and edits only the sections and metrics assigned here. Team members with full
          access edit every section.
        </Text>
        {team.isPending ? (
          <Text size="sm" c="dimmed">
            Loading the team…
          </Text>
        ) : team.error ? (
          <FormAlert error={team.error} />
        ) : contributors.length === 0 ? (
          <Alert color="blue" variant="light">
            Your company has no contributors yet.{' '}
            <AnchorLink to="/access-manager">Invite one in the access manager</AnchorLink> with the
            Contributor permission, then assign them here.
          </Alert>
        ) : (
          contributors.map((member) => {
            const current = draft[member.id] ?? { sectionIds: [], metricCodes: [] };
            const done = progress.get(member.id);
            return (
              <Paper
                key={member.id}
                withBorder
                p="sm"
                radius="md"
                component="fieldset"
                aria-label={member.name}
              >
                <Group justify="space-between" align="baseline" mb="xs">
                  <Text fw={600}>
                    {member.name}{' '}
                    <Text span size="sm" c="dimmed" fw={400}>
                      {member.email}
                      {member.status === 'invited' ? ' · invitation not accepted yet' : ''}
                    </Text>
                  </Text>
                  {done ? (
                    <Text size="sm" c="dimmed">
                      {done.answered} of {done.required} required answered
                    </Text>
                  ) : null}
                </Group>
                <Stack gap="xs">
                  <MultiSelect
                    label="Sections"
                    placeholder="Whole sections"
                    data={sections}
                    value={current.sectionIds}
                    onChange={(sectionIds) => set(member.id, { sectionIds })}
                    searchable
                    clearable
                    aria-label={`Sections assigned to ${member.name}`}
                  />
                  <MultiSelect
                    label="Single metrics"
                    placeholder="Metrics outside those sections"
                    data={metrics}
                    value={current.metricCodes}
                    onChange={(metricCodes) => set(member.id, { metricCodes })}
                    searchable
                    clearable
                    limit={50}
                    aria-label={`Metrics assigned to ${member.name}`}
                  />
                </Stack>
              </Paper>
            );
          })
        )}
        {save.error ? <FormAlert error={save.error} /> : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={submit} loading={save.isPending} disabled={contributors.length === 0}>
            Save assignments
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

import { Group, Paper, Text } from '@mantine/core';
import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { labelText } from '@esg/contracts/labels';

interface ActingCompanyProps {
  name: string;
  type: string;
  /** Why this company and not the user's own: an admin's visit, a demo account. */
  note?: string;
}

/** The company the user acts for (X-Company-ID), always in sight under the brand. */
export function ActingCompany({ name, type, note }: ActingCompanyProps) {
  return (
    <Paper withBorder radius="md" p="xs" bg="white" aria-label="Acting for" component="section">
      <Group gap={8} wrap="nowrap" align="flex-start">
        <IconBuildingSkyscraper size={18} stroke={1.6} aria-hidden style={{ marginTop: 2, flexShrink: 0 }} />
        <div style={{ minWidth: 0 }}>
          <Text size="xs" c="dimmed" lh={1.3}>
            {note ?? 'Acting for'}
          </Text>
          <Text size="sm" fw={600} lh={1.3} style={{ overflowWrap: 'anywhere' }}>
            {name}
          </Text>
          <Text size="xs" c="dimmed" lh={1.3}>
            {labelText('companyType', type)}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}

import { List, Modal, Stack, Table, Text } from '@mantine/core';
import { ToneBadge } from '@/components/ui/status-badge';
import { GRADE_TONE } from './tcfd-gauge';

/** How the TCFD scores and the overall grade are made, in the user's words. */
export function TcfdMethodologyDialog({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  return (
    <Modal opened={opened} onClose={onClose} title="Scoring Methodology" size="lg">
      <Stack gap="sm">
        <Text size="sm">
          The questionnaire follows the four TCFD pillars (dimensions) and their eleven recommended
          disclosures. Each indicator&apos;s options are scored 1 (weakest) to 4 (strongest); &apos;Not
          Applicable&apos; has no score.
        </Text>
        <List size="sm" spacing={4}>
          <List.Item>Per indicator the highest selected option score counts.</List.Item>
          <List.Item>
            Dimension score = round(100 × sum of the selected option scores / sum of the maximum possible
            option scores), over the answered indicators; the denominator is taken as 1 when it is 0.
          </List.Item>
          <List.Item>Overall score = the rounded average of the four dimension scores.</List.Item>
        </List>
        <Table withTableBorder fz="sm">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Overall score</Table.Th>
              <Table.Th>Grade</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {(
              [
                ['0–25', 'Weak'],
                ['26–50', 'Average'],
                ['51–75', 'Good'],
                ['76–100', 'Excellent'],
              ] as const
            ).map(([band, grade]) => (
              <Table.Tr key={grade}>
                <Table.Td>{band}</Table.Td>
                <Table.Td>
                  <ToneBadge tone={GRADE_TONE[grade]}>{grade}</ToneBadge>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
        <Text size="xs" c="dimmed">
          The overall score is rounded to a whole number before it is graded, so 25.5 counts as 26 (Average)
          and 75.4 as 75 (Good). TCFD-AA-110a.30–.35 add two statements on how each scope&apos;s emissions are
          calculated and its largest source, chosen by which scopes are answered and not &apos;Not
          Applicable&apos;.
        </Text>
      </Stack>
    </Modal>
  );
}

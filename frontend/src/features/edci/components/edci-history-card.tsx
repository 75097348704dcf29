import { Card, List, Spoiler, Text, Timeline, Title } from '@mantine/core';
import type { EdciSubmission } from '@esg/contracts/edci';
import { formatDateTime } from '@/lib/dates';

/** Who did what to an EDCI submission and when, each entry with the changes it made. */
export function EdciHistoryCard({ history }: { history: EdciSubmission['history'] }) {
  return (
    <Card p="md" component="section" aria-labelledby="edci-history">
      <Title order={2} size="h4" id="edci-history" mb="sm">
        History
      </Title>
      <Timeline bulletSize={14} lineWidth={2} active={history.length}>
        {history.map((h, index) => (
          <Timeline.Item key={`${h.at}-${index}`} title={h.summary}>
            <Text size="xs" c="dimmed">
              {formatDateTime(h.at)} · {h.userName ?? `User ${h.userId}`}
            </Text>
            {h.changes.length ? (
              <Spoiler maxHeight={72} showLabel="Show all changes" hideLabel="Show fewer">
                <List size="sm" spacing={2} mt={4}>
                  {h.changes.map((change, i) => (
                    <List.Item key={i}>{change}</List.Item>
                  ))}
                </List>
              </Spoiler>
            ) : null}
          </Timeline.Item>
        ))}
      </Timeline>
    </Card>
  );
}

import { List, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { IndustryBenchmark } from '@esg/contracts/benchmark';

/** The widening ladder as the screen tells it: each group tried, its counts, and why it was not used. */
export function PeerSteps({ industry }: { industry: IndustryBenchmark }) {
  return (
    <Stack gap={4}>
      {industry.label === null ? (
        <Text size="sm" c="dimmed">
          Even the widest group does not pass the anonymity rule, so no industry statistic is shown.
        </Text>
      ) : industry.widened ? (
        <Text size="sm">
          The peer group was widened to <strong>{industry.label}</strong>: the narrower groups had too few
          contributors to be shown anonymously.
        </Text>
      ) : (
        <Text size="sm">
          Peers: <strong>{industry.label}</strong>.
        </Text>
      )}
      <List spacing={2} size="sm" center>
        {industry.steps.map((s) => (
          <List.Item
            key={s.label}
            icon={
              <ThemeIcon size={18} radius="xl" color={s.passes ? 'green' : 'gray'} variant="light">
                {s.passes ? <IconCheck size={12} /> : <IconX size={12} />}
              </ThemeIcon>
            }
          >
            <Text span size="sm">
              {s.label}: {s.companies} {s.companies === 1 ? 'company' : 'companies'}, {s.investors}{' '}
              {s.investors === 1 ? 'investor' : 'investors'}
              {s.reasons.length ? ` — ${s.reasons.join('; ')}` : ' — shown'}
            </Text>
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}

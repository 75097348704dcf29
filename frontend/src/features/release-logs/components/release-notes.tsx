import { Group, List, Stack, Text } from '@mantine/core';
import { RELEASE_LOG_AUDIENCE_LABELS, type ReleaseLogAudience } from '@esg/contracts/release-logs';
import { ToneBadge } from '@/components/ui/status-badge';

/** "2026-11-20" → "20 Nov 2026" (a calendar date: no time zone shift). */
export function formatReleaseDate(date: string): string {
  const parsed = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(parsed.getTime())) return date;
  return parsed.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

type Block = { kind: 'list'; items: string[] } | { kind: 'text'; text: string };

/** Plain text notes: lines starting with "- " or "* " form a list, other lines paragraphs. */
export function noteBlocks(notes: string): Block[] {
  const blocks: Block[] = [];
  for (const raw of notes.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    const item = /^[-*•]\s+(.*)$/.exec(line);
    const last = blocks.at(-1);
    if (item) {
      if (last?.kind === 'list') last.items.push(item[1]);
      else blocks.push({ kind: 'list', items: [item[1]] });
    } else blocks.push({ kind: 'text', text: line });
  }
  return blocks;
}

export function ReleaseNotesText({ notes }: { notes: string }) {
  return (
    <Stack gap="xs">
      {noteBlocks(notes).map((block, index) =>
        block.kind === 'list' ? (
          <List key={index} spacing={4} size="sm" withPadding>
            {block.items.map((item, i) => (
              <List.Item key={i}>{item}</List.Item>
            ))}
          </List>
        ) : (
          <Text key={index} size="sm">
            {block.text}
          </Text>
        ),
      )}
    </Stack>
  );
}

export function AudienceBadges({ audience }: { audience: readonly ReleaseLogAudience[] }) {
  return (
    <Group gap={4}>
      {audience.map((a) => (
        <ToneBadge key={a} tone={a === 'all' ? 'neutral' : 'info'} tt="none">
          {RELEASE_LOG_AUDIENCE_LABELS[a]}
        </ToneBadge>
      ))}
    </Group>
  );
}

import { Badge, Group, NavLink, Progress, RingProgress, Stack, Text } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import '@mantine/core/styles/RingProgress.layer.css';

export interface NavSection {
  id: string;
  label: string;
  /** Answered (or done) items of the section and how many it has. */
  done: number;
  total: number;
  /** Something in it needs attention (errors, returned answers). */
  flagged?: number;
}

interface SectionNavProps {
  label: string;
  sections: readonly NavSection[];
  /**
   * The overall count when the sections' counts do not add up to it (a questionnaire asks one metric
   * in several sections, but it is one answer): the caller's own total instead of their sum.
   */
  overall?: { done: number; total: number };
  current: string | null;
  onSelect: (id: string) => void;
}

const percent = (done: number, total: number) => (total === 0 ? 100 : Math.round((done / total) * 100));

/**
 * The sections of a long form (a questionnaire of 300 questions, a report) with how far each is:
 * overall progress on top, then one entry per section with its count and a ring; the current one
 * is marked (aria-current). Selecting one scrolls to it or shows it (the caller decides).
 */
export function SectionNav({ label, sections, overall: given, current, onSelect }: SectionNavProps) {
  const done = given?.done ?? sections.reduce((sum, s) => sum + s.done, 0);
  const total = given?.total ?? sections.reduce((sum, s) => sum + s.total, 0);
  const overall = percent(done, total);
  return (
    <nav aria-label={label}>
      <Stack gap={4} mb="sm">
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {label}
          </Text>
          <Text size="sm" c="dimmed">
            {done} of {total}
          </Text>
        </Group>
        <Progress value={overall} size="sm" aria-label={`${label}: ${overall} % done`} />
      </Stack>
      {sections.map((section) => {
        const p = percent(section.done, section.total);
        const complete = section.total > 0 && section.done >= section.total;
        return (
          <NavLink
            key={section.id}
            component="button"
            type="button"
            label={section.label}
            description={`${section.done} of ${section.total}`}
            active={current === section.id}
            aria-current={current === section.id ? 'step' : undefined}
            onClick={() => onSelect(section.id)}
            leftSection={
              complete ? (
                <IconCircleCheck size={22} color="var(--mantine-color-brand-6)" aria-hidden />
              ) : (
                <RingProgress
                  size={24}
                  thickness={3}
                  roundCaps
                  sections={[{ value: p, color: 'brand' }]}
                  aria-hidden
                />
              )
            }
            rightSection={
              section.flagged ? (
                <Badge
                  size="sm"
                  color="red.9"
                  variant="filled"
                  aria-label={`${section.flagged} need attention`}
                >
                  {section.flagged}
                </Badge>
              ) : null
            }
          />
        );
      })}
    </nav>
  );
}
